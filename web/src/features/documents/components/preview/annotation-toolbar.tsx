// The preview's annotation tools (spec 3 §9): the modes View, Move, Check and Text box, the four
// colours, the selected text box's width (80 to 400), and whether the edits are saved.
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import CheckOutlined from '@mui/icons-material/CheckOutlined';
import OpenWithOutlined from '@mui/icons-material/OpenWithOutlined';
import TextFieldsOutlined from '@mui/icons-material/TextFieldsOutlined';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import {
  ANNOTATION_COLORS,
  ANNOTATIONS_NOT_SAVED,
  COLOR_NAMES,
  TEXTBOX_WIDTH_MAX,
  TEXTBOX_WIDTH_MIN,
  type AnnotationMode,
} from '@portico/common/documents/annotations';
import type { AnnotationEditor } from './use-annotation-editor';

const MODES: { mode: AnnotationMode; label: string; icon: typeof CheckOutlined }[] = [
  { mode: 'view', label: 'View', icon: VisibilityOutlined },
  { mode: 'move', label: 'Move', icon: OpenWithOutlined },
  { mode: 'check', label: 'Check', icon: CheckOutlined },
  { mode: 'textbox', label: 'Text box', icon: TextFieldsOutlined },
];

const capitalized = (name: string) => name[0]!.toUpperCase() + name.slice(1);

export function AnnotationToolbar(props: { editor: AnnotationEditor; upright: boolean }) {
  const { editor } = props;
  const selectedBox = editor.annotations.find(
    (a) => a.id === editor.selected && a.shape_type === 'textbox',
  );
  if (!props.upright)
    return (
      <Typography variant="body2" color="text.secondary" sx={{ px: 2, pb: 1 }}>
        Turn the document upright to see and edit annotations.
      </Typography>
    );
  return (
    <Stack
      direction="row"
      role="toolbar"
      aria-label="Annotations"
      sx={{ alignItems: 'center', gap: 2, px: 2, pb: 1, flexWrap: 'wrap' }}
    >
      <ToggleButtonGroup
        size="small"
        exclusive
        value={editor.mode}
        aria-label="Annotation mode"
        onChange={(_, mode: AnnotationMode | null) => mode && editor.setMode(mode)}
      >
        {MODES.map(({ mode, label, icon: Icon }) => (
          <ToggleButton key={mode} value={mode} aria-label={label}>
            <Tooltip title={label}>
              <Icon fontSize="small" />
            </Tooltip>
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={editor.color}
        aria-label="Annotation colour"
        onChange={(_, color: (typeof COLOR_NAMES)[number] | null) =>
          color && editor.setColor(color)
        }
      >
        {COLOR_NAMES.map((name) => (
          <ToggleButton key={name} value={name} aria-label={capitalized(name)}>
            <Box
              sx={{ width: 16, height: 16, borderRadius: '50%', bgcolor: ANNOTATION_COLORS[name] }}
            />
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {selectedBox && editor.mode === 'move' && (
        <Stack direction="row" sx={{ alignItems: 'center', gap: 1, width: 220 }}>
          <Typography variant="body2" id="textbox-width-label">
            Width
          </Typography>
          <Slider
            size="small"
            min={TEXTBOX_WIDTH_MIN}
            max={TEXTBOX_WIDTH_MAX}
            step={10}
            value={selectedBox.position_data.width}
            aria-labelledby="textbox-width-label"
            valueLabelDisplay="auto"
            onChange={(_, width) =>
              editor.update(selectedBox.id, (a) => ({
                ...a,
                position_data: {
                  ...a.position_data,
                  width: Math.max(
                    TEXTBOX_WIDTH_MIN,
                    Math.min(width as number, a.position_data.pageWidth - a.position_data.left),
                  ),
                },
              }))
            }
          />
        </Stack>
      )}
      <Typography
        variant="body2"
        role="status"
        color={editor.saveState === 'failed' ? 'error' : 'text.secondary'}
      >
        {editor.loading
          ? 'Loading annotations…'
          : editor.saveState === 'saving'
            ? 'Saving…'
            : editor.saveState === 'failed'
              ? ANNOTATIONS_NOT_SAVED
              : `${editor.annotations.length} annotation${editor.annotations.length === 1 ? '' : 's'}, saved`}
      </Typography>
    </Stack>
  );
}
