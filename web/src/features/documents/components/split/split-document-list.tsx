// The documents a split makes, one card each: its name (a PDF), the form it holds if known, and its
// pages as ranges ('1-3, 5'), with the problems of each shown beside its field. The card being
// edited is the one whose pages a click on a thumbnail changes.
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import AddOutlined from '@mui/icons-material/AddOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import { TAX_FORMS } from '@portico/common/documents/tax-forms';
import { TextInput } from '@/components/text-input';
import { partColor } from './part-colors';
import type { PartErrors, SplitPart } from './split-parts';

const FORM_TITLES = new Map(TAX_FORMS.map((f) => [f.type, f.title]));
const FORM_TYPES = TAX_FORMS.map((f) => f.type);

function PartCard(props: {
  part: SplitPart;
  index: number;
  active: boolean;
  errors: PartErrors | undefined;
  canRemove: boolean;
  onActivate: () => void;
  onChange: (patch: Partial<SplitPart>) => void;
  onRemove: () => void;
}) {
  const { part, index, errors } = props;
  const color = partColor(index);
  const label = `Document ${index + 1}`;
  return (
    <Paper
      component="section"
      aria-label={label}
      variant="outlined"
      onFocusCapture={props.onActivate}
      onClick={props.onActivate}
      sx={{
        p: 2,
        borderWidth: 2,
        borderColor: props.active ? color : 'divider',
        borderLeft: 6,
        borderLeftColor: color,
      }}
    >
      <Stack spacing={2}>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
          <Typography variant="subtitle2" component="h3">
            {label}
          </Typography>
          <Tooltip title={props.canRemove ? `Remove ${label.toLowerCase()}` : ''}>
            <span>
              <IconButton
                size="small"
                aria-label={`Remove ${label.toLowerCase()}`}
                disabled={!props.canRemove}
                onClick={(event) => {
                  event.stopPropagation();
                  props.onRemove();
                }}
              >
                <DeleteOutlined fontSize="small" />
              </IconButton>
            </span>
          </Tooltip>
        </Stack>
        <TextInput
          label="Name"
          size="small"
          value={part.name}
          error={errors?.name}
          onChange={(event) => props.onChange({ name: event.target.value })}
          endAdornment={<InputAdornment position="end">.pdf</InputAdornment>}
        />
        <Autocomplete
          size="small"
          options={FORM_TYPES}
          value={part.documentType}
          onChange={(_, value) => props.onChange({ documentType: value })}
          getOptionLabel={(type) => type}
          renderOption={({ key, ...optionProps }, type) => (
            <Box component="li" key={key} {...optionProps}>
              <Box component="span" sx={{ fontWeight: 500, mr: 1 }}>
                {type}
              </Box>
              <Typography variant="body2" color="text.secondary" noWrap>
                {FORM_TITLES.get(type)}
              </Typography>
            </Box>
          )}
          renderInput={(params) => (
            <TextField {...params} label="Form" placeholder="Not a listed form" />
          )}
        />
        <TextInput
          label="Pages"
          size="small"
          value={part.pagesText}
          error={errors?.pages}
          helperText="Like 1-3, 5"
          onChange={(event) => props.onChange({ pagesText: event.target.value })}
        />
      </Stack>
    </Paper>
  );
}

export function SplitDocumentList(props: {
  parts: SplitPart[];
  errors: Map<number, PartErrors>;
  activeKey: number | null;
  onActivate: (key: number) => void;
  onChange: (key: number, patch: Partial<SplitPart>) => void;
  onRemove: (key: number) => void;
  onAdd: () => void;
}) {
  return (
    <Stack spacing={2}>
      {props.parts.map((part, index) => (
        <PartCard
          key={part.key}
          part={part}
          index={index}
          active={part.key === props.activeKey}
          errors={props.errors.get(part.key)}
          canRemove={props.parts.length > 1}
          onActivate={() => props.onActivate(part.key)}
          onChange={(patch) => props.onChange(part.key, patch)}
          onRemove={() => props.onRemove(part.key)}
        />
      ))}
      <Button startIcon={<AddOutlined />} onClick={props.onAdd} sx={{ alignSelf: 'flex-start' }}>
        Add document
      </Button>
    </Stack>
  );
}
