// English content of the server-made notifications, from the kind and its data. The web app may show
// its own translation by kind (notification.kind.<kind>) with the same data; staff notices bring
// their content in every language they were written in.
import type { NotificationData, NotificationKind } from '@asperity/contract';

const text = (value: NotificationData[string] | undefined, fallback: string): string =>
  typeof value === 'string' && value !== '' ? value : typeof value === 'number' ? String(value) : fallback;

export function englishContent(kind: NotificationKind, data: NotificationData): string[] {
  switch (kind) {
    case 'staff-action':
      return [
        'Your account was changed by staff',
        text(data.summary, 'An administrator changed your account.'),
      ];
    case 'quota-requested':
      return ['More storage requested', `${text(data.email, 'A user')} asked for more storage.`];
    case 'quota-answered':
      return data.granted === true
        ? ['More storage granted', `Your storage is now ${text(data.maxQuotaText, 'larger')}.`]
        : ['Storage request declined', 'Your request for more storage was declined.'];
    case 'notice':
      return ['Notice'];
    case 'trial-ending':
      return [
        'Your trial ends soon',
        `Your Advanced trial ends on ${text(data.trialEndsAt, 'a date soon')}.`,
      ];
    case 'trial-ending-admin':
      return [
        'A trial ends soon',
        `The Advanced trial of ${text(data.email, 'an account')} ends on ${text(data.trialEndsAt, 'a date soon')}.`,
      ];
    case 'comment':
      return ['New comment', `${text(data.by, 'Somebody')} commented on ${text(data.title, 'your image')}.`];
    case 'like':
      return ['New like', `${text(data.by, 'Somebody')} liked ${text(data.title, 'your image')}.`];
    case 'saved-copy':
      return [
        'Copy saved',
        `${text(data.by, 'Somebody')} saved a copy of ${text(data.title, 'your image')}.`,
      ];
    case 'staff-pick':
      return ['Staff pick', `${text(data.title, 'Your image')} was picked by staff.`];
    case 'batch-finished':
      return ['Batch analysis finished', `${text(data.name, 'Your batch run')} has finished.`];
  }
}

/** The list groups by this key unless the caller names one. */
export function defaultGroupKey(kind: NotificationKind): string {
  switch (kind) {
    case 'quota-requested':
    case 'quota-answered':
      return 'quota';
    case 'trial-ending':
    case 'trial-ending-admin':
      return 'trial';
    case 'comment':
    case 'like':
    case 'saved-copy':
    case 'staff-pick':
      return 'gallery';
    case 'staff-action':
      return 'account';
    case 'notice':
      return 'notice';
    case 'batch-finished':
      return 'batch';
  }
}
