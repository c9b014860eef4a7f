// Authorization matrix entry for the boot: anyone signed in boots, and only with what their own
// reads may answer — booting another client's questionnaire leaves it out.
import { DEMO_COMPANIES, DEMO_QUESTIONNAIRES } from '@portico/local-runtime/seed/demo-firm';
import { statuses, type MatrixEntry } from './matrix-kinds';

const olivia = DEMO_QUESTIONNAIRES.oliviaCurrent;
const oliviaPage = `/questionnaire/${DEMO_COMPANIES[olivia.company].hashId}?questionnaireId=${olivia.id}`;

export const bootMatrix: MatrixEntry[] = [
  {
    method: 'get',
    route: '/boot',
    path: `/boot?page=${encodeURIComponent(oliviaPage)}`,
    expect: statuses(200, { anonymous: 401 }),
    hides: { text: olivia.id, from: ['otherClient', 'otherFirm'] },
  },
];
