// The Guide (/admin-guide, issue 50): the first week of a firm on Portico as a checklist, each
// step ticked by what the firm has really done (never by clicking it), in the order a firm
// usually goes. The web app gives each step its words and the screen where it is done.
export const GUIDE_STEPS = [
  'brand',
  'team',
  'clients',
  'template',
  'questionnaire',
  'payments',
  'drop_link',
] as const;
export type GuideStep = (typeof GUIDE_STEPS)[number];

export interface GuideDto {
  steps: { key: GuideStep; done: boolean }[];
  /** The caller hid the Guide from their menu (it stays at its address). */
  dismissed: boolean;
}

export const GUIDE_MESSAGES = {
  hidden: 'The Guide is hidden from your menu. It stays at Guide’s address if you need it.',
  shown: 'The Guide is back in your menu',
} as const;
