// The template editor (/templates/{id}): the sections on the left, the chosen one on the right,
// every change saved a moment later. The header names the template, says whether everything is
// saved, and leads to Rename and Preview.
import { useMemo, useRef, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBack from '@mui/icons-material/ArrowBack';
import DriveFileRenameOutline from '@mui/icons-material/DriveFileRenameOutline';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import { countNoun } from '@portico/common/format/count-noun';
import { templateGaps } from '@portico/common/questionnaires/template-edits';
import type { TemplateDto } from '@portico/common/questionnaires/templates';
import { PageSkeleton } from '@/components/page-skeleton';
import { useTemplate } from '../api/templates';
import { EditorContext, gapKey, type TemplateEditing } from '../hooks/editor-context';
import { useTemplateDraft, type DraftStatus } from '../hooks/use-template-draft';
import { RenameTemplateDialog } from './rename-template-dialog';
import { SectionEditor } from './section-editor';
import { SectionList } from './section-list';

export interface TemplateEditorLinks {
  library: string;
  preview: (id: string) => string;
}

const STATUS_TEXT: Record<DraftStatus, string> = {
  saved: 'All changes saved',
  waiting: 'Saving…',
  saving: 'Saving…',
  retrying: 'Can’t reach Portico. Your changes are kept here and will save when it’s back.',
  conflict: 'Not saved',
  failed: 'Not saved',
};

function Editor({ template, links }: { template: TemplateDto; links: TemplateEditorLinks }) {
  const draft = useTemplateDraft(template);
  const [search, setSearch] = useSearchParams();
  const [renaming, setRenaming] = useState(false);
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [fresh, setFresh] = useState<string | null>(null);
  // Items added in this visit stay quiet about their gaps until their field is left once.
  const added = useRef(new Set<string>());
  const dragging = useRef<string | null>(null);

  const gaps = useMemo(() => templateGaps(draft.sections), [draft.sections]);
  const gapsBySection = new Map<string, number>();
  for (const g of gaps) gapsBySection.set(g.sectionId, (gapsBySection.get(g.sectionId) ?? 0) + 1);

  const editing: TemplateEditing = {
    sections: draft.sections,
    change: draft.change,
    gap: (key) => {
      const found = gaps.find((g) => gapKey(g.questionId ?? g.sectionId, g.field) === key);
      if (!found) return undefined;
      const id = found.questionId ?? found.sectionId;
      return added.current.has(id) && !touched.has(key) ? undefined : found.message;
    },
    touch: (key) =>
      setTouched((current) => (current.has(key) ? current : new Set([...current, key]))),
    fresh,
    setFresh: (id) => {
      if (id) added.current.add(id);
      setFresh(id);
    },
    dragging,
  };

  const currentId = search.get('sectionId');
  const current = draft.sections.find((s) => s.id === currentId) ?? draft.sections[0] ?? null;
  const select = (id: string) =>
    setSearch(
      (params) => {
        params.set('sectionId', id);
        return params;
      },
      { replace: true },
    );

  return (
    <EditorContext.Provider value={editing}>
      <Stack spacing={3}>
        <Stack spacing={1}>
          <div>
            <Button
              component={RouterLink}
              to={links.library}
              startIcon={<ArrowBack />}
              size="small"
            >
              Templates
            </Button>
          </div>
          <Stack
            direction={{ xs: 'column', md: 'row' }}
            spacing={2}
            sx={{ justifyContent: 'space-between', alignItems: { md: 'flex-start' } }}
          >
            <div>
              <Typography variant="h1" component="h1" sx={{ overflowWrap: 'anywhere' }}>
                {template.name}
              </Typography>
              <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', mt: 0.5 }}>
                <Typography
                  variant="body2"
                  role="status"
                  color={draft.status === 'retrying' ? 'warning.dark' : 'text.secondary'}
                >
                  {STATUS_TEXT[draft.status]}
                </Typography>
                {gaps.length > 0 && (
                  <Typography variant="body2" color="warning.dark">
                    {countNoun(gaps.length, 'item')} to finish before sending
                  </Typography>
                )}
              </Stack>
            </div>
            <Stack direction="row" spacing={1} sx={{ flexShrink: 0 }}>
              <Button startIcon={<DriveFileRenameOutline />} onClick={() => setRenaming(true)}>
                Rename
              </Button>
              <Button
                variant="outlined"
                component={RouterLink}
                to={links.preview(template.id)}
                startIcon={<VisibilityOutlined />}
              >
                Preview
              </Button>
            </Stack>
          </Stack>
          {draft.status === 'conflict' && (
            <Alert
              severity="warning"
              action={
                <Stack direction="row" spacing={1}>
                  <Button color="inherit" onClick={() => window.location.reload()}>
                    Reload
                  </Button>
                  <Button color="inherit" onClick={draft.keepMine}>
                    Keep my changes
                  </Button>
                </Stack>
              }
            >
              This template was changed in another window. Reload to see that version, or keep your
              changes and save them over it.
            </Alert>
          )}
          {draft.status === 'failed' && <Alert severity="error">{draft.error}</Alert>}
        </Stack>

        <Grid container spacing={3}>
          <Grid size={{ xs: 12, md: 4, lg: 3 }}>
            <SectionList
              currentId={current?.id ?? null}
              onSelect={select}
              gapsBySection={gapsBySection}
            />
          </Grid>
          <Grid size={{ xs: 12, md: 8, lg: 9 }}>
            {current ? (
              <SectionEditor
                key={current.id}
                section={current}
                index={draft.sections.indexOf(current)}
                total={draft.sections.length}
                onRemoved={() => {
                  const next = draft.sections.find((s) => s.id !== current.id);
                  if (next) select(next.id);
                }}
              />
            ) : (
              <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
                <Typography color="text.secondary">
                  Add a section to begin: Questions for what the client answers, an Information page
                  for a welcome, an Engagement letter to sign.
                </Typography>
              </Paper>
            )}
          </Grid>
        </Grid>
      </Stack>
      {renaming && <RenameTemplateDialog template={template} onClose={() => setRenaming(false)} />}
    </EditorContext.Provider>
  );
}

export function TemplateEditor({
  templateId,
  links,
}: {
  templateId: string;
  links: TemplateEditorLinks;
}) {
  const query = useTemplate(templateId);
  if (query.isError) return <Alert severity="error">{query.error.message}</Alert>;
  if (!query.data) return <PageSkeleton label="Loading template" />;
  return <Editor key={query.data.id} template={query.data} links={links} />;
}
