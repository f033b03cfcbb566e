// Every migration, listed statically so the bundled server needs no migrations directory.
// Names sort in run order: append `NNNN-name` entries, never rename or reorder released ones.
import type { Migration } from 'kysely';
import { initial } from './0001-initial.ts';
import { accounts } from './0002-accounts.ts';
import { library } from './0003-library.ts';
import { libraryOrganisation } from './0004-library-organisation.ts';
import { emailChanges } from './0005-email-changes.ts';
import { previews } from './0006-previews.ts';
import { trial } from './0007-trial.ts';
import { operationHistory } from './0008-operation-history.ts';
import { editorSettings } from './0009-editor-settings.ts';
import { historyVersion } from './0010-history-version.ts';
import { totalFocusAdjustments } from './0011-total-focus-adjustments.ts';
import { fileSourceName } from './0012-file-source-name.ts';
import { sharing } from './0013-sharing.ts';
import { previewCacheBounds } from './0014-preview-cache-bounds.ts';
import { notificationsAdmin } from './0015-notifications-admin.ts';
import { gallery } from './0016-gallery.ts';
import { accountSwitches } from './0017-account-switches.ts';
import { supportRequests } from './0018-support-requests.ts';
import { batchRuns } from './0019-batch-runs.ts';
import { imageLinks } from './0022-image-links.ts';
import { recipes } from './0023-recipes.ts';
import { lastLoginCountry } from './0024-last-login-country.ts';
import { galleryListOrder } from './0025-gallery-list-order.ts';

export const migrations: Readonly<Record<string, Migration>> = {
  '0001-initial': initial,
  '0002-accounts': accounts,
  '0003-library': library,
  '0004-library-organisation': libraryOrganisation,
  '0005-email-changes': emailChanges,
  '0006-previews': previews,
  '0007-trial': trial,
  '0008-operation-history': operationHistory,
  '0009-editor-settings': editorSettings,
  '0010-history-version': historyVersion,
  '0011-total-focus-adjustments': totalFocusAdjustments,
  '0012-file-source-name': fileSourceName,
  '0013-sharing': sharing,
  '0014-preview-cache-bounds': previewCacheBounds,
  '0015-notifications-admin': notificationsAdmin,
  '0016-gallery': gallery,
  '0017-account-switches': accountSwitches,
  '0018-support-requests': supportRequests,
  '0019-batch-runs': batchRuns,
  '0022-image-links': imageLinks,
  '0023-recipes': recipes,
  '0024-last-login-country': lastLoginCountry,
  '0025-gallery-list-order': galleryListOrder,
};
