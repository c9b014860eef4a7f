// A checkbox whose label carries a line of help under it, read with the label.
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';

export function CheckboxWithHelp(props: {
  label: string;
  help: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <FormControlLabel
      control={
        <Checkbox checked={props.checked} onChange={(e) => props.onChange(e.target.checked)} />
      }
      label={
        <span>
          {props.label}
          <Typography
            variant="body2"
            color="text.secondary"
            component="span"
            sx={{ display: 'block' }}
          >
            {props.help}
          </Typography>
        </span>
      }
    />
  );
}
