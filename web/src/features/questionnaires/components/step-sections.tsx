// The sections that are a step rather than questions (spec 2 §2 section renderer): a custom
// section (done once seen), a document to review or forms to download (marked done), and the
// locked delivery section (the deposit is deposit-step.tsx).
import { useEffect } from 'react';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LockOutlined from '@mui/icons-material/LockOutlined';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import { SECTION_TYPES, type SectionDto } from '@portico/common/questionnaires/questionnaire-model';
import { sanitizeHtml } from '@/lib/sanitize-html';
import { useAnswering } from '../hooks/answering-context';

export function FirmHtml({ html }: { html: string }) {
  return (
    <Box
      sx={{
        '& p': { mt: 0 },
        '& h3': { mt: 0, fontSize: '1.125rem', fontWeight: 600 },
        overflowWrap: 'anywhere',
      }}
      dangerouslySetInnerHTML={{ __html: sanitizeHtml(html) }}
    />
  );
}

/** Viewing a custom section marks it completed (spec 2 §4). */
export function CustomSection({ section }: { section: SectionDto }) {
  const { marked, mark, readOnly } = useAnswering();
  const done = marked.has(section.id);
  useEffect(() => {
    if (!done && !readOnly) mark(section.id, true);
  }, [done, readOnly, mark, section.id]);
  return <FirmHtml html={section.custom_element} />;
}

const MARK_LABELS: Partial<Record<number, string>> = {
  [SECTION_TYPES.pdf_review]: 'I have reviewed this',
  [SECTION_TYPES.download_document]: 'I have downloaded these forms',
  [SECTION_TYPES.pdf_signature]: 'I have signed this',
  [SECTION_TYPES.document_checklist]: 'My documents for this checklist are complete',
};

/** A step the person marks done themselves. */
export function MarkedStep({ section }: { section: SectionDto }) {
  const { marked, mark, readOnly } = useAnswering();
  return (
    <FormControlLabel
      disabled={readOnly}
      control={
        <Checkbox
          checked={marked.has(section.id)}
          onChange={(e) => mark(section.id, e.target.checked)}
        />
      }
      label={MARK_LABELS[section.section_type] ?? 'Mark this section completed'}
    />
  );
}

/**
 * The firm's last step: locked until the year's return reaches the client, then it leads to the
 * return (to read, sign and pay).
 */
export function DeliveryStep({
  section,
  delivered,
}: {
  section: SectionDto;
  delivered: { name: string; href: string | null } | null;
}) {
  if (!delivered)
    return (
      <Alert severity="info" icon={<LockOutlined />}>
        {section.description
          ? 'This step opens when your tax return is delivered.'
          : 'Your tax return will be delivered here when it is ready.'}
      </Alert>
    );
  return (
    <Alert
      severity="success"
      action={
        delivered.href && (
          <Button
            component={RouterLink}
            to={delivered.href}
            color="inherit"
            variant="outlined"
            sx={{ whiteSpace: 'nowrap', alignSelf: 'center' }}
          >
            Open tax return
          </Button>
        )
      }
    >
      Your tax return “{delivered.name}” has been delivered. Open it to see what it asks of you.
    </Alert>
  );
}
