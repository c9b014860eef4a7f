// The help page's layout: a way back, the title, the topics as an accordion (one opened by the
// address's #topic, or the one the reader most likely came for), and beside them who to contact.
import { useEffect, useState, type ReactNode } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBack from '@mui/icons-material/ArrowBack';
import ExpandMore from '@mui/icons-material/ExpandMore';
import {
  HELP_TOPIC_IDS,
  helpTopics,
  type HelpAudience,
  type HelpTopic,
  type HelpTopicId,
} from './help-topics';

const topicFromHash = (hash: string): HelpTopicId | null => {
  const id = hash.replace(/^#/, '');
  return (HELP_TOPIC_IDS as readonly string[]).includes(id) ? (id as HelpTopicId) : null;
};

function TopicAccordion({
  topic,
  expanded,
  onToggle,
}: {
  topic: HelpTopic;
  expanded: boolean;
  onToggle: (open: boolean) => void;
}) {
  const Icon = topic.icon;
  return (
    <Accordion
      id={topic.id}
      expanded={expanded}
      onChange={(_e, open) => onToggle(open)}
      variant="outlined"
      disableGutters
      slotProps={{ heading: { component: 'h2' } }}
      sx={{
        borderRadius: 2,
        scrollMarginTop: 128,
        '&::before': { display: 'none' },
        '&.Mui-expanded': { borderColor: 'primary.main' },
      }}
    >
      <AccordionSummary
        expandIcon={<ExpandMore />}
        aria-controls={`${topic.id}-content`}
        id={`${topic.id}-header`}
        sx={{ px: { xs: 2, sm: 3 }, py: 1, '& .MuiAccordionSummary-content': { my: 1 } }}
      >
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', minWidth: 0 }}>
          <Box
            aria-hidden
            sx={{
              flexShrink: 0,
              width: 40,
              height: 40,
              borderRadius: '50%',
              display: 'grid',
              placeItems: 'center',
              bgcolor: 'action.selected',
              color: 'primary.main',
            }}
          >
            <Icon fontSize="small" />
          </Box>
          <Box sx={{ minWidth: 0 }}>
            <Typography component="span" sx={{ display: 'block', fontWeight: 600 }}>
              {topic.title}
            </Typography>
            <Typography component="span" variant="body2" color="text.secondary">
              {topic.summary}
            </Typography>
          </Box>
        </Stack>
      </AccordionSummary>
      <AccordionDetails
        sx={{ px: { xs: 2, sm: 3 }, pt: 0, pb: 2.5, pl: { sm: 10 }, maxWidth: '72ch' }}
      >
        {topic.body}
      </AccordionDetails>
    </Accordion>
  );
}

export function HelpPage({
  back,
  intro,
  audience,
  firstTopic,
  contact,
}: {
  /** The clear way out: to the dashboard when signed in, to sign-in when not. */
  back: { label: string; to: string };
  intro: ReactNode;
  audience: HelpAudience;
  /** The topic open on arrival when the address names none. */
  firstTopic?: HelpTopicId;
  /** Who to contact (the reader's firm when it is known). */
  contact: ReactNode;
}) {
  const { hash } = useLocation();
  const topics = helpTopics(audience);
  const [open, setOpen] = useState<ReadonlySet<HelpTopicId>>(
    () => new Set([topicFromHash(hash) ?? firstTopic].filter((id) => id !== undefined)),
  );

  // A link to /help#topic opens that topic and brings it into view, also when already here.
  useEffect(() => {
    const id = topicFromHash(hash);
    if (!id) return;
    setOpen((previous) => new Set(previous).add(id));
    document.getElementById(id)?.scrollIntoView({ block: 'start' });
  }, [hash]);

  const toggle = (id: HelpTopicId, next: boolean) =>
    setOpen((previous) => {
      const set = new Set(previous);
      if (next) set.add(id);
      else set.delete(id);
      return set;
    });

  return (
    <Stack spacing={3}>
      <Button
        component={RouterLink}
        to={back.to}
        startIcon={<ArrowBack />}
        sx={{ alignSelf: 'flex-start' }}
      >
        {back.label}
      </Button>
      <Box sx={{ maxWidth: '60ch' }}>
        <Typography variant="h1" component="h1" sx={{ mb: 1 }}>
          Help
        </Typography>
        <Typography color="text.secondary">{intro}</Typography>
      </Box>
      <Grid container spacing={3} sx={{ alignItems: 'flex-start' }}>
        <Grid size={{ xs: 12, md: 8 }}>
          <Stack component="section" aria-label="Help topics" spacing={1.5}>
            {topics.map((topic) => (
              <TopicAccordion
                key={topic.id}
                topic={topic}
                expanded={open.has(topic.id)}
                onToggle={(next) => toggle(topic.id, next)}
              />
            ))}
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, md: 4 }} sx={{ position: { md: 'sticky' }, top: { md: 128 } }}>
          {contact}
        </Grid>
      </Grid>
    </Stack>
  );
}
