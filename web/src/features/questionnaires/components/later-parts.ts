// What the questionnaire page shows only after a click (its dialogs) or in a step a link seldom
// opens first (the letter to sign, the deposit, the review): loaded when first shown and, once the
// first screen is up, in the background, so that moment does not wait (issue 48: the page's first
// screen carries only what it draws).
import { lazy } from 'react';

const loaders = {
  agreement: () => import('./agreement-section'),
  deposit: () => import('./deposit-step'),
  review: () => import('./review-submit'),
  answerLater: () => import('./answer-later-dialog'),
  confirm: () => import('@/components/confirm-dialog'),
};

export const AgreementSection = lazy(() =>
  loaders.agreement().then((m) => ({ default: m.AgreementSection })),
);
export const DepositStep = lazy(() => loaders.deposit().then((m) => ({ default: m.DepositStep })));
export const ReviewSubmit = lazy(() => loaders.review().then((m) => ({ default: m.ReviewSubmit })));
export const AnswerLaterDialog = lazy(() =>
  loaders.answerLater().then((m) => ({ default: m.AnswerLaterDialog })),
);
export const ConfirmDialog = lazy(() =>
  loaders.confirm().then((m) => ({ default: m.ConfirmDialog })),
);

/** Loads them all (a failure shows when the part is opened). */
export function preloadLaterParts(): void {
  void Promise.all(Object.values(loaders).map((load) => load())).catch(() => undefined);
}
