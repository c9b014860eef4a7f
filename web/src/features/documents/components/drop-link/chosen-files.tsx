// The drop link page's files before they are sent: the picker ('Choose files', or drop them on
// the form), the list with a remove button each, and why a choice was refused.
import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import CloseIcon from '@mui/icons-material/Close';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import { FilePicker } from '@/components/file-picker';
import { sizeText } from './choose-files';

export function ChosenFiles(props: {
  files: File[];
  onAdd: (files: File[]) => void;
  onRemove: (file: File) => void;
  /** Why the last choice was refused (too large, too many), or that none is chosen. */
  problems: string[];
  disabled: boolean;
  dragging: boolean;
}) {
  const { files, problems } = props;
  const hasProblems = problems.length > 0;
  return (
    <Box>
      <Box
        role="group"
        aria-label="Your files"
        sx={{
          border: 2,
          borderStyle: 'dashed',
          borderColor: hasProblems ? 'error.main' : props.dragging ? 'primary.main' : 'divider',
          bgcolor: props.dragging ? 'action.hover' : 'transparent',
          borderRadius: 1,
          p: 2,
          textAlign: 'center',
        }}
      >
        <FilePicker
          label="Choose files"
          buttonText="Choose files"
          disabled={props.disabled}
          onFiles={props.onAdd}
        />
      </Box>
      {problems.map((problem) => (
        <FormHelperText key={problem} error role="alert">
          {problem}
        </FormHelperText>
      ))}
      {files.length > 0 && (
        <List dense aria-label="Chosen files">
          {files.map((file, index) => (
            <ListItem
              key={`${file.name}-${index}`}
              secondaryAction={
                <IconButton
                  edge="end"
                  aria-label={`Remove ${file.name}`}
                  disabled={props.disabled}
                  onClick={() => props.onRemove(file)}
                >
                  <CloseIcon />
                </IconButton>
              }
            >
              <ListItemIcon sx={{ minWidth: 36 }}>
                <DescriptionOutlined fontSize="small" />
              </ListItemIcon>
              <ListItemText
                primary={file.name}
                secondary={sizeText(file.size)}
                slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }}
              />
            </ListItem>
          ))}
        </List>
      )}
    </Box>
  );
}
