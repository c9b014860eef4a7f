// The side navigation (spec 2 §2): completed over total sections, and each section with its
// status icon; with first_section_required, the first is marked Required and the others show a
// lock until it is done. On a phone it folds into one button above the section.
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Collapse from '@mui/material/Collapse';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import {
  SECTION_TYPES,
  type SectionDto,
  type SectionStatus,
} from '@portico/common/questionnaires/questionnaire-model';
import { STATUS_LABELS, StatusIcon } from './status-icon';

const DELIVERED = 'Delivered';

export interface SectionNavProps {
  sections: SectionDto[];
  statuses: Map<string, SectionStatus>;
  completed: number;
  total: number;
  currentId: string;
  /** The first section must be completed before the others open. */
  gateOpen: boolean;
  /** The year's return has been delivered: the delivery step is open. */
  delivered: boolean;
  firstRequired: boolean;
  hrefFor: (sectionId: string) => string;
}

function iconFor(props: SectionNavProps, section: SectionDto, index: number) {
  if (section.section_type === SECTION_TYPES.delivery)
    return props.delivered ? ('completed' as const) : ('locked' as const);
  if (index > 0 && !props.gateOpen) return 'locked' as const;
  return props.statuses.get(section.id) ?? 'incomplete';
}

function secondaryOf(
  props: SectionNavProps,
  section: SectionDto,
  index: number,
  icon: ReturnType<typeof iconFor>,
) {
  if (section.section_type === SECTION_TYPES.delivery && props.delivered) return DELIVERED;
  return index === 0 && props.firstRequired ? 'Required' : STATUS_LABELS[icon];
}

function SectionList(props: SectionNavProps & { onChoose?: () => void }) {
  return (
    <List dense component="ol" aria-label="Sections" sx={{ py: 0 }}>
      {props.sections.map((section, index) => {
        const icon = iconFor(props, section, index);
        const current = section.id === props.currentId;
        return (
          <li key={section.id}>
            <ListItemButton
              component={RouterLink}
              to={props.hrefFor(section.id)}
              selected={current}
              aria-current={current ? 'step' : undefined}
              onClick={props.onChoose}
              sx={{ borderRadius: 1 }}
            >
              <ListItemIcon sx={{ minWidth: 34 }}>
                <StatusIcon status={icon} decorative />
              </ListItemIcon>
              <ListItemText
                primary={section.name}
                secondary={secondaryOf(props, section, index, icon)}
                slotProps={{ primary: { sx: { fontWeight: current ? 600 : 400 } } }}
              />
            </ListItemButton>
          </li>
        );
      })}
    </List>
  );
}

function Progress({ completed, total }: { completed: number; total: number }) {
  return (
    <Box sx={{ px: 1, pb: 1 }}>
      <Typography variant="body2" sx={{ mb: 0.75 }}>
        <strong>{completed}</strong> of {total} sections completed
      </Typography>
      <LinearProgress
        variant="determinate"
        value={total ? (completed / total) * 100 : 0}
        aria-label="Sections completed"
        sx={{ height: 6, borderRadius: 3 }}
      />
    </Box>
  );
}

export function SectionNav(props: SectionNavProps) {
  return (
    <Paper
      variant="outlined"
      component="nav"
      aria-label="Questionnaire sections"
      sx={{ p: 1, pt: 1.5, position: 'sticky', top: 128 }}
    >
      <Progress completed={props.completed} total={props.total} />
      <SectionList {...props} />
    </Paper>
  );
}

/** Below md: the current section and progress in one button that opens the list. */
export function SectionNavCompact(props: SectionNavProps) {
  const [open, setOpen] = useState(false);
  // The list is drawn once first opened (and kept, so it closes with its transition): a phone's
  // first screen does not draw every section for a closed panel.
  const [opened, setOpened] = useState(false);
  if (open && !opened) setOpened(true);
  const index = props.sections.findIndex((s) => s.id === props.currentId);
  const current = props.sections[index];
  return (
    <Paper variant="outlined" component="nav" aria-label="Questionnaire sections">
      <Button
        fullWidth
        color="inherit"
        aria-expanded={open}
        aria-controls="section-list"
        onClick={() => setOpen((o) => !o)}
        endIcon={open ? <ExpandLess /> : <ExpandMore />}
        sx={{ justifyContent: 'space-between', textAlign: 'left', p: 1.5 }}
      >
        <span>
          <Typography variant="body2" component="span" sx={{ display: 'block', fontWeight: 600 }}>
            Section {index + 1} of {props.sections.length}: {current?.name}
          </Typography>
          <Typography variant="caption" component="span" color="text.secondary">
            {props.completed} of {props.total} sections completed
          </Typography>
        </span>
      </Button>
      <Collapse in={open} id="section-list">
        {opened && (
          <Box sx={{ px: 1, pb: 1 }}>
            {props.firstRequired && !props.gateOpen && (
              <Chip size="small" label="Complete the first section to continue" sx={{ m: 1 }} />
            )}
            <SectionList {...props} onChoose={() => setOpen(false)} />
          </Box>
        )}
      </Collapse>
    </Paper>
  );
}
