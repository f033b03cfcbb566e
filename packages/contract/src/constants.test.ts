import { describe, expect, it } from 'vitest';
import * as c from './constants.ts';

describe('business constants', () => {
  it('has the timings of part 1 §9 and part 3 §9', () => {
    expect(c.TOAST_DEFAULT_TTL_MS).toBe(5000);
    expect(c.TOAST_ACCENT_FLASH_MS).toBe(400);
    expect([c.DOWNLOAD_STATUS_DELAY_MS, c.DOWNLOAD_STATUS_LIFETIME_MS]).toEqual([3000, 30000]);
    expect([
      c.POPUP_HOVER_DELAY_MS,
      c.POPUP_HIDE_DELAY_MS,
      c.TILE_TOOLTIP_DELAY_MS,
      c.HERO_TOUCH_DELAY_MS,
    ]).toEqual([500, 200, 500, 500]);
    expect(c.CONFIRM_AUTO_ACCEPT_MS).toBe(200);
    expect([c.PROGRESS_SHOW_DELAY_MS, c.PROGRESS_MIN_VISIBLE_MS]).toEqual([500, 200]);
    expect(c.SOCKET_RECONNECT_DELAY_MS).toBe(10_000);
    expect(c.LOGIN_LOCKOUT_MS).toBe(600_000);
    expect(c.PASSWORD_RESET_LINK_VALIDITY_MS).toBe(86_400_000);
    expect(c.UNCONFIRMED_ACCOUNT_DELETION_DAYS).toBe(90);
    expect(c.ENGAGEMENT_PROMPT_INTERVAL_MS).toBe(1_209_600_000);
    expect(c.ENGAGEMENT_NO_PROMPT_AFTER_LOAD_MS).toBe(120_000);
    expect(c.CHUNK_LOAD_TIMEOUT_MS).toBe(120_000);
  });

  it('has the sizes and limits', () => {
    expect(c.GALLERY_PAGE_SIZE).toBe(30);
    expect(c.LANDING_STRIP_ITEMS).toBe(3);
    expect(c.EMBED_IFRAME_SIZE_PX).toEqual({ width: 640, height: 360 });
    expect(c.DEFAULT_IMAGE_DIMENSIONS).toEqual({ width: 405, height: 228, ratio: 0.75 });
    expect([c.PREVIEW_SIZE_DEFAULT_PX, c.THUMBNAIL_SIZE_PX, c.TILE_SIZE_PX]).toEqual([720, 160, 1024]);
    expect(c.DIALOG_WIDTHS_PX).toEqual({ default: 320, wide: 480, large: 560 });
    expect(c.MOBILE_MAX_WIDTH_PX).toBe(800);
    expect(c.NOTIFICATION_BADGE_MAX).toBe(9);
    expect(c.REPORT_ATTACHMENTS_MAX_BYTES).toBe(20_000_000);
    expect(c.NOISE_THRESHOLD).toBe(5.960464477539063e-8);
    expect(c.TIME_RANGE_DAYS).toEqual({ DAY: 1, WEEK: 7, MONTH: 30 });
    expect(c.RESPONSIVE_IMAGE_WIDTHS_PX).toHaveLength(15);
    expect(c.BROWSER_MINIMUM_VERSIONS).toEqual({
      chrome: 57,
      edge: 14,
      firefox: 53,
      opera: 44,
      safari: 10,
      ios: 10,
    });
    expect(c.BANNER_COOKIE).toEqual({ lifetimeDays: 365, path: '/', sameSite: 'Lax' });
    expect(c.EMPTY_GUID).toMatch(/^[0-]{36}$/);
    expect(c.PATH_SEPARATOR).toBe('\\');
  });

  it('has the lists of the spec', () => {
    expect(c.GALLERY_CATEGORIES).toHaveLength(21);
    expect(c.TECHNOLOGIES).toEqual(['afm', 'optical_profiler', 'stylus_profiler', 'unknown']);
    expect(c.STEP_HEIGHT_MATERIALS).toHaveLength(11);
    expect(c.SUPPORTED_UPLOAD_EXTENSIONS).toHaveLength(46);
    expect(new Set(c.SUPPORTED_UPLOAD_EXTENSIONS).size).toBe(c.SUPPORTED_UPLOAD_EXTENSIONS.length);
    expect(c.ADDITIONAL_LISTED_EXTENSIONS).toHaveLength(11);
    expect(Object.values(c.ENGAGEMENT_POINTS)).toEqual([1, 1, 2, 3, 5, 8, 13, 21, 21]);
    expect(c.SIGN_UP_REFERRERS).toHaveLength(7);
    expect(c.NOTIFICATION_REFERRERS).toContain('product');
  });
});
