// The `{placeholders}` of the information texts, filled from @asperity/contract so that the
// texts never carry a number of their own. One map for all pages: a message takes what it names.
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import {
  AREAL_PARAMETERS_DEFAULTS,
  BANNER_COOKIE,
  BEARING_RATIO_DEFAULTS,
  EDITOR_SETTING_RANGES,
  EMBED_IFRAME_SIZE_PX,
  GRAINS_AND_PARTICLES_DEFAULTS,
  ITEM_NAME_MAX_LENGTH,
  LOGIN_LOCKOUT_MINUTES,
  PASSWORD_RESET_LINK_VALIDITY_HOURS,
  REPORT_ATTACHMENTS_MAX_BYTES,
  UNCONFIRMED_ACCOUNT_DELETION_DAYS,
} from '@asperity/contract';
import type { MessageValues } from './article.ts';
import { formatStorage } from './formatting.ts';

/**
 * The characters a file or folder name may not contain, as the contract's validation refuses
 * them (validation.ts keeps them in a private pattern, so they are spelt out here for reading).
 */
export const FORBIDDEN_NAME_CHARACTERS_DISPLAY = '< > : " / \\ | ? *';

export function useInfoValues(): MessageValues {
  const intl = useIntl();
  return useMemo(
    () => ({
      threshold: intl.formatNumber(AREAL_PARAMETERS_DEFAULTS.spatialThreshold),
      samplesMin: EDITOR_SETTING_RANGES.profileNumberOfSamples.min,
      samplesMax: EDITOR_SETTING_RANGES.profileNumberOfSamples.max,
      bins: BEARING_RATIO_DEFAULTS.bins,
      percent: intl.formatNumber(GRAINS_AND_PARTICLES_DEFAULTS.threshold, { style: 'percent' }),
      width: EMBED_IFRAME_SIZE_PX.width,
      height: EMBED_IFRAME_SIZE_PX.height,
      sigMin: EDITOR_SETTING_RANGES.significantDigits.min,
      sigMax: EDITOR_SETTING_RANGES.significantDigits.max,
      decMin: EDITOR_SETTING_RANGES.decimalPlaces.min,
      decMax: EDITOR_SETTING_RANGES.decimalPlaces.max,
      heightMin: EDITOR_SETTING_RANGES.heightScale.min,
      heightMax: EDITOR_SETTING_RANGES.heightScale.max,
      xyMin: EDITOR_SETTING_RANGES.xyScale.min,
      xyMax: EDITOR_SETTING_RANGES.xyScale.max,
      size: formatStorage(intl, REPORT_ATTACHMENTS_MAX_BYTES),
      unconfirmedDays: UNCONFIRMED_ACCOUNT_DELETION_DAYS,
      hours: PASSWORD_RESET_LINK_VALIDITY_HOURS,
      minutes: LOGIN_LOCKOUT_MINUTES,
      characters: FORBIDDEN_NAME_CHARACTERS_DISPLAY,
      maxLength: ITEM_NAME_MAX_LENGTH,
      cookieDays: BANNER_COOKIE.lifetimeDays,
      path: BANNER_COOKIE.path,
      sameSite: BANNER_COOKIE.sameSite,
    }),
    [intl],
  );
}
