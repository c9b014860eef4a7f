// The template's sections in order: choose one to edit, drag it to another place (its editor has
// the buttons for the same), and add a section of any kind. A section with something still to
// fill in says how much.
import { useState, type DragEvent } from 'react';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import WarningAmber from '@mui/icons-material/WarningAmber';
import { countNoun } from '@portico/common/format/count-noun';
import type { SectionKey } from '@portico/common/questionnaires/questionnaire-model';
import { addSection, moveItem, newSection } from '@portico/common/questionnaires/template-edits';
import { TEMPLATE_LIMITS, type TemplateSectionDto } from '@portico/common/questionnaires/templates';
import { newItemId, useEditing } from '../hooks/editor-context';
import { SECTION_KINDS, sectionKindLabel } from './template-labels';

function AddSectionButton({ onAdded }: { onAdded: (id: string) => void }) {
  const editing = useEditing();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const full = editing.sections.length >= TEMPLATE_LIMITS.sections;
  const add = (key: SectionKey, label: string) => {
    setAnchor(null);
    const id = newItemId('s');
    editing.setFresh(id);
    editing.change((sections) => addSection(sections, newSection(id, key, label)));
    onAdded(id);
  };
  return (
    <>
      <Button
        startIcon={<Add />}
        disabled={full}
        aria-haspopup="menu"
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        Add section
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {SECTION_KINDS.map((kind) => (
          <MenuItem key={kind.key} onClick={() => add(kind.key, kind.label)}>
            <ListItemText primary={kind.label} secondary={kind.hint} />
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}

export function SectionList(props: {
  currentId: string | null;
  onSelect: (id: string) => void;
  gapsBySection: Map<string, number>;
}) {
  const editing = useEditing();
  const { sections } = editing;
  const [dropAt, setDropAt] = useState<string | null>(null);
  const move = (from: number, to: number) =>
    editing.change((current) => moveItem(current, from, to));
  const dragProps = (section: TemplateSectionDto, index: number) => ({
    draggable: true,
    onDragStart: (event: DragEvent) => {
      editing.dragging.current = section.id;
      event.dataTransfer.effectAllowed = 'move';
      event.dataTransfer.setData('text/plain', section.id);
    },
    onDragEnd: () => (editing.dragging.current = null),
    onDragOver: (event: DragEvent) => {
      const from = sections.findIndex((s) => s.id === editing.dragging.current);
      if (from < 0 || from === index) return;
      event.preventDefault();
      setDropAt(section.id);
    },
    onDragLeave: () => setDropAt(null),
    onDrop: (event: DragEvent) => {
      setDropAt(null);
      const from = sections.findIndex((s) => s.id === editing.dragging.current);
      if (from < 0) return;
      event.preventDefault();
      move(from, index);
    },
  });

  return (
    <Paper variant="outlined" component="nav" aria-label="Sections">
      <Stack
        direction="row"
        sx={{ px: 2, pt: 2, alignItems: 'baseline', justifyContent: 'space-between' }}
      >
        <Typography variant="h2" component="h2" sx={{ fontSize: '1.1rem' }}>
          Sections
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {countNoun(sections.length, 'section')}
        </Typography>
      </Stack>
      {sections.length === 0 ? (
        <Typography color="text.secondary" sx={{ px: 2, py: 2 }}>
          No sections yet. A questionnaire usually starts with a welcome page and ends with Review
          and submit.
        </Typography>
      ) : (
        <List dense>
          {sections.map((section, index) => {
            const gaps = props.gapsBySection.get(section.id) ?? 0;
            const name = section.name || 'Untitled section';
            return (
              <ListItem
                key={section.id}
                disablePadding
                {...dragProps(section, index)}
                sx={{
                  outline: dropAt === section.id ? '2px dashed' : 'none',
                  outlineColor: 'primary.main',
                  cursor: 'grab',
                }}
              >
                <ListItemButton
                  selected={props.currentId === section.id}
                  aria-current={props.currentId === section.id ? 'true' : undefined}
                  onClick={() => props.onSelect(section.id)}
                >
                  <ListItemText
                    primary={
                      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                        <span>
                          {index + 1}. {name}
                        </span>
                        {gaps > 0 && (
                          <Tooltip title={`${countNoun(gaps, 'item')} to finish`}>
                            <WarningAmber
                              fontSize="small"
                              color="warning"
                              aria-label={`${countNoun(gaps, 'item')} to finish`}
                            />
                          </Tooltip>
                        )}
                      </Stack>
                    }
                    secondary={`${sectionKindLabel(section.section_key)}${
                      section.questions.length
                        ? ` · ${countNoun(section.questions.length, 'question')}`
                        : ''
                    }`}
                  />
                </ListItemButton>
              </ListItem>
            );
          })}
        </List>
      )}
      <Stack sx={{ px: 1, pb: 1 }}>
        <AddSectionButton onAdded={props.onSelect} />
      </Stack>
    </Paper>
  );
}
