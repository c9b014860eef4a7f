// Client dashboard (/ and the preview root): greeting, entity and tax-year selectors, the lists
// (questionnaires, the documents expected for the year), the firm card with its contact details,
// custom elements, banners and mobile segments.
import { useNavigate } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { dashboardCards } from '@portico/common/auth/boot';
import { paths } from '@/config/paths';
import { can } from '@/lib/authorization';
import { ExpectedDocuments } from '@/features/questionnaires/components/expected-documents';
import { ClientQuestionnaireCards } from '@/features/questionnaires/components/client-questionnaire-cards';
import {
  QUESTIONNAIRE_NOT_AVAILABLE,
  useQuestionnaireLanding,
} from '@/features/questionnaires/hooks/use-questionnaire-landing';
import { sanitizeHtml } from '@/lib/sanitize-html';
import { AfterFirstRender } from '@/components/after-first-render';
import { FirmInfoCard } from '@/features/firm/components/firm-info-card';
import { ClientTaxReturnsCard } from '@/features/tax-returns/components/client-tax-returns-card';
import { ClientSignatureRequestsCard } from '@/features/signature-requests/components/client-signature-requests-card';
import { SendMessageButton } from './send-message-button';
import { EntitySwitcher } from '@/features/people/components/entity-switcher';
import { TaxYearSelect, useTaxYear } from '@/features/people/components/tax-year-select';
import { InAppBanner } from '@/features/notifications/components/in-app-banner';
import { useSession } from '../use-session';
import { useClientView } from './client-view';
import { ReadOnlyNotice } from './read-only-notice';

function MobileSegments() {
  const view = useClientView();
  const { subject } = useSession();
  const navigate = useNavigate();
  if (!view.current || !can('client-documents:view', subject)) return null;
  const hash = view.current.hash_id;
  return (
    <ToggleButtonGroup
      exclusive
      fullWidth
      value="dashboard"
      aria-label="Sections"
      sx={{ display: { xs: 'flex', sm: 'none' } }}
      onChange={(_e, next) => next === 'documents' && navigate(view.links.documents(hash))}
    >
      <ToggleButton value="dashboard">Dashboard</ToggleButton>
      <ToggleButton value="documents">Documents</ToggleButton>
    </ToggleButtonGroup>
  );
}

export default function ClientDashboardRoute() {
  const { firm, subject } = useSession();
  const view = useClientView();
  const [taxYear, setTaxYear] = useTaxYear();
  const prefs = firm?.preferences ?? {};
  const cards = dashboardCards(prefs);
  const entityReadonly = Boolean(view.current?.readonly_access);
  const canMessage = can('client-messages:view', subject) && !view.readonlyUser && !entityReadonly;
  const customElements = prefs.custom_element_enabled ? (prefs.customElements ?? []) : [];
  const landing = useQuestionnaireLanding((companyHash, questionnaireId) =>
    paths.client.questionnaire.getHref(companyHash, { questionnaireId }),
  );

  return (
    <Stack spacing={3}>
      <MobileSegments />
      {/* Preview shows the client's banners as the client sees them. */}
      <InAppBanner
        enabled={Boolean(prefs.in_app_banner_enabled)}
        text={prefs.in_app_banner_text ?? ''}
        dismissible={!view.preview}
      />
      {landing.unavailable && <Alert severity="warning">{QUESTIONNAIRE_NOT_AVAILABLE}</Alert>}
      <ReadOnlyNotice view={view} />
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
      >
        <Typography variant="h1" component="h1">
          Welcome, {view.clientName}!
        </Typography>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
          {view.companies && (
            <EntitySwitcher
              companies={view.companies}
              current={view.current}
              onSelect={view.selectCompany}
            />
          )}
          <TaxYearSelect value={taxYear} onChange={setTaxYear} />
        </Stack>
      </Stack>
      <AfterFirstRender>
        <Grid container spacing={3}>
          <Grid size={{ xs: 12, md: 8 }}>
            <Stack spacing={3}>
              {cards.taxReturns && view.current && (
                <ClientTaxReturnsCard companyId={view.current.id} taxYear={taxYear} />
              )}
              {cards.signatureRequests && view.current && (
                <ClientSignatureRequestsCard companyId={view.current.id} taxYear={taxYear} />
              )}
              <Box component="section" aria-label="Questionnaires">
                <Typography variant="h2" component="h2" sx={{ mb: 1.5 }}>
                  Questionnaires
                </Typography>
                {view.current && (
                  <ClientQuestionnaireCards
                    companyId={view.current.id}
                    taxYear={taxYear}
                    readOnly={view.readonlyUser || entityReadonly}
                    hrefFor={(q) =>
                      view.preview
                        ? paths.staff.questionnairePreview.getHref(view.current!.id, q.id)
                        : paths.client.questionnaire.getHref(view.current!.hash_id, {
                            questionnaireId: q.id,
                          })
                    }
                  />
                )}
              </Box>
              {view.current && (
                <Box component="section" aria-label="Expected documents">
                  <Typography variant="h2" component="h2" sx={{ mb: 1.5 }}>
                    Expected documents
                  </Typography>
                  <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
                    <ExpectedDocuments
                      companyId={view.current.id}
                      taxYear={taxYear}
                      preview={view.preview}
                    />
                  </Paper>
                </Box>
              )}
            </Stack>
          </Grid>
          <Grid size={{ xs: 12, md: 4 }}>
            <Stack spacing={3}>
              <FirmInfoCard
                name={firm?.name ?? ''}
                contact={firm?.contact}
                action={canMessage && <SendMessageButton />}
              />
              {customElements.map((element) => (
                <Card key={element.id} variant="outlined" data-testid="custom-element">
                  <CardContent dangerouslySetInnerHTML={{ __html: sanitizeHtml(element.html) }} />
                </Card>
              ))}
            </Stack>
          </Grid>
        </Grid>
      </AfterFirstRender>
    </Stack>
  );
}
