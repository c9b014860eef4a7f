// The client dashboard's questionnaires for one entity and tax year (spec 2 §2 "Client-side
// questionnaire cards"): progress, a due badge, three sections with a show-more control whose
// choice is remembered in a cookie, and a tooltip naming up to three incomplete sections.
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { EntityQuestionnaireDto } from '@portico/common/questionnaires/entity-questionnaires';
import { dueBadge } from '@portico/common/questionnaires/due-badge';
import { readCookie, writeCookie } from '@/lib/cookies';
import { useEntityQuestionnaires } from '../api/entity-questionnaires';
import { localToday } from '../hooks/answering-context';
import { STATUS_LABELS, StatusIcon } from './status-icon';

export const SECTIONS_SHOWN = 3;
export const SHOW_ALL_COOKIE = 'portico_questionnaire_sections';
export const NO_QUESTIONNAIRES = 'No questionnaires found';

function actionLabel(q: EntityQuestionnaireDto, readOnly: boolean): string {
  if (readOnly || q.locked || q.completed) return 'View';
  return q.completed_sections > 0 || q.status === 'opened' ? 'Continue' : 'Start';
}

function IncompleteTooltip({ q }: { q: EntityQuestionnaireDto }) {
  const incomplete = q.sections.filter((s) => s.status !== 'completed').slice(0, SECTIONS_SHOWN);
  const text = (
    <Typography variant="body2">
      {q.completed_sections} of {q.total_sections} sections completed
    </Typography>
  );
  if (incomplete.length === 0) return text;
  return (
    <Tooltip
      describeChild
      title={
        <span>
          Still to do: {incomplete.map((s) => s.name).join(', ')}
          {q.total_sections - q.completed_sections > incomplete.length ? ', …' : ''}
        </span>
      }
    >
      <span tabIndex={0} style={{ alignSelf: 'flex-start' }}>
        {text}
      </span>
    </Tooltip>
  );
}

function QuestionnaireCard({
  q,
  href,
  readOnly,
  showAll,
  onToggle,
}: {
  q: EntityQuestionnaireDto;
  href: string;
  readOnly: boolean;
  showAll: boolean;
  onToggle: () => void;
}) {
  const action = actionLabel(q, readOnly);
  const badge = dueBadge(q.due_date, localToday(), q.completed || q.locked);
  const sections = showAll ? q.sections : q.sections.slice(0, SECTIONS_SHOWN);
  const percent = q.total_sections ? (q.completed_sections / q.total_sections) * 100 : 0;
  return (
    <Card variant="outlined" component="article" aria-label={`${q.name} ${q.tax_year}`}>
      <CardContent>
        <Stack spacing={1.5}>
          <Stack
            direction="row"
            spacing={1}
            useFlexGap
            sx={{ justifyContent: 'space-between', alignItems: 'flex-start', flexWrap: 'wrap' }}
          >
            <div>
              <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
                {q.name}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                Tax year {q.tax_year}
              </Typography>
            </div>
            <Stack direction="row" spacing={1}>
              {q.locked && <Chip size="small" label="Locked" />}
              {q.completed && !q.locked && <Chip size="small" color="success" label="Submitted" />}
              {badge && (
                <Chip
                  size="small"
                  label={badge.text}
                  color={badge.tone === 'default' ? 'default' : badge.tone}
                  variant={badge.tone === 'default' ? 'outlined' : 'filled'}
                />
              )}
            </Stack>
          </Stack>
          <Stack spacing={0.75}>
            <IncompleteTooltip q={q} />
            <LinearProgress
              variant="determinate"
              value={percent}
              aria-label={`${q.name}: sections completed`}
              sx={{ height: 6, borderRadius: 3 }}
            />
          </Stack>
          <List dense disablePadding aria-label="Sections">
            {sections.map((s) => (
              <ListItem key={s.id} disableGutters sx={{ py: 0 }}>
                <ListItemIcon sx={{ minWidth: 32 }}>
                  <StatusIcon status={s.status} decorative />
                </ListItemIcon>
                <ListItemText primary={s.name} secondary={STATUS_LABELS[s.status]} />
              </ListItem>
            ))}
          </List>
        </Stack>
      </CardContent>
      <CardActions sx={{ justifyContent: 'space-between', px: 2, pb: 2 }}>
        {q.sections.length > SECTIONS_SHOWN ? (
          <Button size="small" onClick={onToggle} aria-expanded={showAll}>
            {showAll ? 'Show fewer sections' : `Show all ${q.sections.length} sections`}
          </Button>
        ) : (
          <span />
        )}
        <Button
          variant={action === 'View' ? 'outlined' : 'contained'}
          component={RouterLink}
          to={href}
          aria-label={`${action} ${q.name} ${q.tax_year}`}
        >
          {action}
        </Button>
      </CardActions>
    </Card>
  );
}

export function ClientQuestionnaireCards({
  companyId,
  taxYear,
  readOnly,
  hrefFor,
}: {
  companyId: string;
  taxYear: number;
  /** The client cannot answer (read-only account or entity, preview): cards offer View. */
  readOnly: boolean;
  hrefFor: (q: EntityQuestionnaireDto) => string;
}) {
  const query = useEntityQuestionnaires(companyId);
  const [showAll, setShowAll] = useState(() => readCookie(SHOW_ALL_COOKIE) === 'all');
  const toggle = () => {
    writeCookie(SHOW_ALL_COOKIE, showAll ? 'some' : 'all');
    setShowAll(!showAll);
  };
  if (query.isError) return <Alert severity="error">{query.error.message}</Alert>;
  // As tall as a card with its three sections, so what follows does not jump when the cards come
  // (on a phone the firm card is below them).
  if (!query.data) return <Skeleton variant="rounded" sx={{ height: { xs: 386, md: 220 } }} />;
  const list = query.data.questionnaires.filter((q) => q.tax_year === taxYear);
  if (list.length === 0)
    return (
      <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
        <Typography color="text.secondary">{NO_QUESTIONNAIRES}</Typography>
      </Paper>
    );
  return (
    <Stack spacing={2}>
      {list.map((q) => (
        <QuestionnaireCard
          key={q.id}
          q={q}
          href={hrefFor(q)}
          readOnly={readOnly}
          showAll={showAll}
          onToggle={toggle}
        />
      ))}
    </Stack>
  );
}
