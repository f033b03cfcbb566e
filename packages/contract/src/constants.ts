// Business constants of spec part 1 §9, part 2 §9 and part 3 §9 (plus the few numbers stated in
// §3–§5 of those parts). One place so the server, the web app and the tests agree on every number.
// Units: durations end in _MS / _SECONDS / _MINUTES / _HOURS / _DAYS, sizes in _BYTES or _PX.
// Measurement units (metres, µm, …) live in units.ts; plans and quotas in plans.ts; flags in flags.ts.

// ---------------------------------------------------------------------------------------------
// Sizes
// ---------------------------------------------------------------------------------------------

/**
 * The spec writes storage and attachment limits in MB/GB. We read them as SI (decimal) units,
 * 1 MB = 10^6 bytes, because that is what "MB" means and what the size strings users see are
 * formatted with (one base for limits and display, so "100 MB" is exactly the limit shown).
 */
import { GRADIENT_NAMES, materialIds, type GradientName, type MaterialId } from '@asperity/core';

export const BYTES_PER_MB = 1_000_000;
export const BYTES_PER_GB = 1_000_000_000;

/** Report and support attachments: at most 20 MB in total (part 1 §5, part 3 §5). */
export const REPORT_ATTACHMENTS_MAX_BYTES = 20 * BYTES_PER_MB;

// ---------------------------------------------------------------------------------------------
// Accounts and security (part 1 §5, §8, §9)
// ---------------------------------------------------------------------------------------------

export const LOGIN_LOCKOUT_MINUTES = 10;
export const LOGIN_LOCKOUT_MS = LOGIN_LOCKOUT_MINUTES * 60_000;
export const PASSWORD_RESET_LINK_VALIDITY_HOURS = 24;
export const PASSWORD_RESET_LINK_VALIDITY_MS = PASSWORD_RESET_LINK_VALIDITY_HOURS * 3_600_000;
export const UNCONFIRMED_ACCOUNT_DELETION_DAYS = 90;

export const USERNAME_MIN_LENGTH = 2;
export const USERNAME_MAX_LENGTH = 30;
export const PERSON_NAME_MIN_LENGTH = 1;
export const PERSON_NAME_MAX_LENGTH = 35;
export const PASSWORD_MIN_LENGTH = 8;
/** RFC 5321 path limit; the spec only asks for "text@text", this keeps absurd input out of the DB. */
export const EMAIL_MAX_LENGTH = 254;
/**
 * Maximum length of a file or folder name. The spec does not state it (part 1 §5, part 3 §5);
 * 255 is the per-component limit of NTFS, APFS and ext4 (in their units), so a name that fits
 * here can be exported and downloaded under the same name on common systems.
 */
export const ITEM_NAME_MAX_LENGTH = 255;

/** Referrer answers of the sign-up question (part 1 §3). */
export const SIGN_UP_REFERRERS = [
  'advertisement',
  'demo',
  'website',
  'owns-instrument',
  'somebody-told-me',
  'tradeshow',
  'other',
] as const;
export type SignUpReferrer = (typeof SIGN_UP_REFERRERS)[number];
/** The notification-side list also shows "product" (part 1 §3). */
export const NOTIFICATION_REFERRERS = [...SIGN_UP_REFERRERS, 'product'] as const;
export type NotificationReferrer = (typeof NOTIFICATION_REFERRERS)[number];

export const FORUM_ROLES = ['administrator', 'moderator', 'user'] as const;
export type ForumRole = (typeof FORUM_ROLES)[number];

/** Targets of an admin-authored notification (part 1 §3). */
export const NOTIFICATION_TARGETS = ['everybody', 'subscribers', 'users'] as const;
export type NotificationTarget = (typeof NOTIFICATION_TARGETS)[number];

// ---------------------------------------------------------------------------------------------
// HTTP (part 1 §8, part 3 §8: "401, 402, 403, 404 and 409 are named constants")
// ---------------------------------------------------------------------------------------------

export const HTTP_STATUS = {
  unauthorized: 401,
  paymentRequired: 402,
  forbidden: 403,
  notFound: 404,
  conflict: 409,
  /** An upload answered 415 offers only "cancel", never "retry" (part 1 §4). */
  unsupportedMediaType: 415,
} as const;

/** Reason sent with something-went-wrong when a failure answer cannot be read (part 1 §8). */
export const UNREADABLE_FAILURE_REASON = 'default';

// ---------------------------------------------------------------------------------------------
// Notifications, toasts, timings (part 1 §4, §9; part 3 §9)
// ---------------------------------------------------------------------------------------------

/** The bell shows the unread count, never a number above this ("9+" beyond). */
export const NOTIFICATION_BADGE_MAX = 9;
export const TOAST_DEFAULT_TTL_MS = 5000;
/** Re-adding a toast with the same tag and title flashes an accent this long instead of duplicating. */
export const TOAST_ACCENT_FLASH_MS = 400;
export const DOWNLOAD_STATUS_DELAY_MS = 3000;
export const DOWNLOAD_STATUS_LIFETIME_MS = 30_000;
export const POPUP_HOVER_DELAY_MS = 500;
export const POPUP_HIDE_DELAY_MS = 200;
export const TILE_TOOLTIP_DELAY_MS = 500;
export const HERO_TOUCH_DELAY_MS = 500;
/** A confirm dialog answered faster than this was not read by a person: treated as auto-accepted. */
export const CONFIRM_AUTO_ACCEPT_MS = 200;
export const PROGRESS_SHOW_DELAY_MS = 500;
export const PROGRESS_MIN_VISIBLE_MS = 200;
export const SOCKET_RECONNECT_DELAY_MS = 10_000;
/** A code-split chunk that has not arrived after this long gives chunk-load-error (part 1 §8). */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
/** Rotation analytics are sent at most once per this interval (part 2 §9, part 3 §9). */
export const ROTATION_ANALYTICS_THROTTLE_MS = 10_000;

/** Time ranges of the statistics and gallery filters, in days. */
export const TIME_RANGE_DAYS = { DAY: 1, WEEK: 7, MONTH: 30 } as const;
export type TimeRange = keyof typeof TIME_RANGE_DAYS;

// ---------------------------------------------------------------------------------------------
// Layout, images and sizes (part 1 §2, §9; part 2 §9; part 3 §9)
// ---------------------------------------------------------------------------------------------

/** Mobile view applies at this window width or less. */
export const MOBILE_MAX_WIDTH_PX = 800;
export const DIALOG_WIDTHS_PX = { default: 320, wide: 480, large: 560 } as const;
export type DialogWidth = keyof typeof DIALOG_WIDTHS_PX;

export const GALLERY_PAGE_SIZE = 30;
/** How many keyed gallery lists the client keeps (part 1 §3). */
export const GALLERY_CACHED_LISTS = 6;
export const LANDING_STRIP_ITEMS = 3;
export const TILE_ASPECT_RATIO = { width: 16, height: 9 } as const;
export const HERO_EMBED_ASPECT_RATIO = { width: 16, height: 9 } as const;
export const EMBED_IFRAME_SIZE_PX = { width: 640, height: 360 } as const;
export const PREVIEW_SIZE_DEFAULT_PX = 720;
export const THUMBNAIL_SIZE_PX = 160;
export const TILE_SIZE_PX = 1024;
export const DEFAULT_IMAGE_DIMENSIONS = { width: 405, height: 228, ratio: 0.75 } as const;

export const RESPONSIVE_IMAGE_WIDTHS_PX = [
  320, 360, 375, 412, 414, 580, 720, 1024, 1200, 1280, 1366, 1440, 1536, 1600, 1920,
] as const;
export const RESPONSIVE_IMAGE_FORMATS = ['webp', 'jpeg', 'png'] as const;
export type ResponsiveImageFormat = (typeof RESPONSIVE_IMAGE_FORMATS)[number];

/** Avatars are served from `/avatars/{avatar}.jpg`; without one a placeholder with initials shows. */
export const AVATAR_URL_PREFIX = '/avatars/';
export const AVATAR_URL_SUFFIX = '.jpg';

// ---------------------------------------------------------------------------------------------
// Browsers and cookies (part 1 §1, §4, §9)
// ---------------------------------------------------------------------------------------------

export const BROWSER_MINIMUM_VERSIONS = {
  chrome: 57,
  edge: 14,
  firefox: 53,
  opera: 44,
  safari: 10,
  ios: 10,
} as const;
export type SupportedBrowser = keyof typeof BROWSER_MINIMUM_VERSIONS;

/** Consent and outdated-browser cookies. The domain is set except on local development hosts. */
export const BANNER_COOKIE = { lifetimeDays: 365, path: '/', sameSite: 'Lax' } as const;
export const CONSENT_COOKIE_ACCEPTED_VALUE = 'accepted';
export const OUTDATED_BROWSER_COOKIE_HIDE_VALUE = 'NOT_SHOW';

// ---------------------------------------------------------------------------------------------
// Identifiers and export (part 1 §9, part 3 §3, §9)
// ---------------------------------------------------------------------------------------------

export const EMPTY_GUID = '00000000-0000-0000-0000-000000000000';
/** Breadcrumb and export paths join folder names with a backslash. */
export const PATH_SEPARATOR = '\\';
export const PERCENT_FACTOR = 100;

export const DATA_EXPORT_MIME_TYPES = ['image/png', 'text/csv', 'application/pdf'] as const;
export type DataExportMimeType = (typeof DATA_EXPORT_MIME_TYPES)[number];
export const CSV_BYTE_ORDER_MARK = '\uFEFF';
export const CSV_ROW_TERMINATOR = '\r\n';
export const CSV_FIELD_SEPARATOR = ',';

/** File export types (part 3 §3). */
export const FILE_EXPORT_TYPES = [
  'filmetrics-binary',
  'filmetrics-text',
  'opengps',
  'original',
  'png',
  'stereolithography',
  'surf',
] as const;
export type FileExportType = (typeof FILE_EXPORT_TYPES)[number];

export const BATCH_OUTPUT_FORMATS = ['fibps', 'sur', 'txt'] as const;
export type BatchOutputFormat = (typeof BATCH_OUTPUT_FORMATS)[number];

// ---------------------------------------------------------------------------------------------
// Uploads (part 3 §9)
// ---------------------------------------------------------------------------------------------

/**
 * Extensions accepted for upload, lower case, without the dot. A trailing `*` matches any
 * continuation (`tif*` covers tif and tiff, `0*` covers .0, .001, …); see isSupportedUploadFileName.
 */
export const SUPPORTED_UPLOAD_EXTENSIONS = [
  '00*',
  'al3d',
  'amb',
  'asc',
  'ascii',
  'bcr',
  'bcrf',
  'dat',
  'fibpc',
  'fibps',
  'frt',
  'gwy',
  'ibw',
  'lext',
  'map',
  'mdt',
  'opd',
  'opdx',
  'plu',
  'plux',
  'raw',
  'sdf*',
  'sur',
  'tif*',
  'txt',
  'vk4',
  'wit',
  'wsf',
  'x3p',
  'xml',
  'xq*',
  'zmg',
  'bmp',
  'jpg',
  'jpeg',
  'png',
  '0*',
  '1*',
  '2*',
  '3*',
  '4*',
  '5*',
  '6*',
  '7*',
  '8*',
  '9*',
] as const;

/** Also accepted by the file picker's listing (part 3 §9), not by themselves measurement formats. */
export const ADDITIONAL_LISTED_EXTENSIONS = [
  'fizip',
  'gif',
  'ico',
  'wmf',
  'wmz',
  'emf',
  'emz',
  'jpe',
  'jif',
  'jfif',
  'jfi',
] as const;

export const UPLOAD_STATES = ['waiting', 'uploading', 'done', 'error', 'canceled'] as const;
export type UploadState = (typeof UPLOAD_STATES)[number];

// ---------------------------------------------------------------------------------------------
// Library, gallery (part 1 §3)
// ---------------------------------------------------------------------------------------------

export const VIEW_FILTERS = ['All', 'Recent', 'Favorites', 'Shared'] as const;
export type ViewFilter = (typeof VIEW_FILTERS)[number];
export const VIEW_TYPES = ['list', 'tiles'] as const;
export type ViewType = (typeof VIEW_TYPES)[number];
export const FILE_SORT_FIELDS = ['createdAt', 'modifiedAt', 'name', 'size', 'sourceSize'] as const;
export type FileSortField = (typeof FILE_SORT_FIELDS)[number];
export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];
export const THUMBNAIL_TYPES = ['Auto', 'TwoD', 'ThreeD'] as const;
export type ThumbnailType = (typeof THUMBNAIL_TYPES)[number];
/** Defaults the spec gives (part 1 §3); view filter and view type defaults are not stated. */
export const FILE_BROWSER_DEFAULTS = {
  sortBy: 'modifiedAt',
  sortOrder: 'desc',
  thumbnailType: 'ThreeD',
} as const satisfies { sortBy: FileSortField; sortOrder: SortOrder; thumbnailType: ThumbnailType };

export const GALLERY_CATEGORIES = [
  '3d_printing',
  'biological',
  'biomedical',
  'classic_step_heights',
  'coins_medallions',
  'display_technology',
  'mems',
  'metal_finishing',
  'microelectronics',
  'microfluidics',
  'micromachining',
  'ophthalmic',
  'optics_optical_mirrors',
  'particles',
  'photonics',
  'polymers',
  'printing',
  'semiconductors',
  'solar_cells_photovoltaics',
  'tooling',
  'tribology',
] as const;
export type GalleryCategory = (typeof GALLERY_CATEGORIES)[number];
export const GALLERY_SORT_FIELDS = ['date', 'views'] as const;
export type GallerySortField = (typeof GALLERY_SORT_FIELDS)[number];

/** Technology of a file (part 1 §3, part 3 §9); `unknown` is the default. */
export const TECHNOLOGIES = ['afm', 'optical_profiler', 'stylus_profiler', 'unknown'] as const;
export type Technology = (typeof TECHNOLOGIES)[number];
export const DEFAULT_TECHNOLOGY: Technology = 'unknown';
/** Instrument kinds the product is for (part 3 §9); wider than the technology field. */
export const INSTRUMENT_KINDS = [
  'afm',
  'optical_profiler',
  'stylus_profiler',
  'confocal_microscope',
] as const;
export type InstrumentKind = (typeof INSTRUMENT_KINDS)[number];

// ---------------------------------------------------------------------------------------------
// Engagement score (part 1 §4, part 3 §9)
// ---------------------------------------------------------------------------------------------

export const ENGAGEMENT_POINTS = {
  settingsUpdate: 1,
  activeFeatureChange: 1,
  signIn: 2,
  fileUpload: 3,
  forkHashSet: 5,
  save: 8,
  downloadDialogReset: 13,
  shareLinkCreated: 21,
  shareDialogShown: 21,
} as const;
export type EngagementAction = keyof typeof ENGAGEMENT_POINTS;
/** At this score a store-review prompt goes to the mobile wrapper and the score resets to 0. */
export const ENGAGEMENT_PROMPT_SCORE = 100;
export const ENGAGEMENT_NO_PROMPT_AFTER_LOAD_MS = 120_000;
export const ENGAGEMENT_PROMPT_INTERVAL_MS = 14 * 24 * 3_600_000;

// ---------------------------------------------------------------------------------------------
// Editor display settings (part 2 §5, §9)
// ---------------------------------------------------------------------------------------------

/** Inclusive ranges of editor settings (part 2 §5). */
export const EDITOR_SETTING_RANGES = {
  significantDigits: { min: 2, max: 6 },
  decimalPlaces: { min: 0, max: 6 },
  colorChannel: { min: 0, max: 255 },
  colorAlpha: { min: 0, max: 1 },
  lightIntensity: { min: 0, max: 1 },
  heightScale: { min: 0, max: 5 },
  boxOpacity: { min: 0, max: 1 },
  xyScale: { min: 1, max: 10 },
  profileNumberOfSamples: { min: 1, max: 100 },
} as const;

export const HEIGHT_SCALE_DEFAULT = 1;
/** Lighting elevation defaults in degrees; other lighting defaults are not given by the spec. */
export const LIGHTING_DEFAULTS = {
  elevationRelativeToCamera: -45,
  elevationRelativeToSample: -90,
} as const;
export const LIGHT_ORIENTATIONS = ['relative_to_camera', 'relative_to_sample'] as const;
export type LightOrientation = (typeof LIGHT_ORIENTATIONS)[number];
export const DEFAULT_CHANNEL = 0;
export const TOTAL_FOCUS_IMAGE_DEFAULTS = { brightness: 0, contrast: 0 } as const;

// The gradients themselves (names and stops) belong to the core, which renders them.
export const COLOR_GRADIENTS = GRADIENT_NAMES;
export type ColorGradientName = GradientName;
export const COLOR_SCALE_THRESHOLD_MODES = ['custom', 'max', 'mean', 'min'] as const;

export const VISIBLE_PANELS = ['both', 'left', 'right'] as const;
export type VisiblePanels = (typeof VISIBLE_PANELS)[number];
export const CHART_MARKER_STYLES = ['distance', 'dot', 'line'] as const;
export type ChartMarkerStyle = (typeof CHART_MARKER_STYLES)[number];
export const Z_AXIS_MODES = ['centered', 'height', 'depth', 'absolute'] as const;
export type ZAxisMode = (typeof Z_AXIS_MODES)[number];

/**
 * Number display: in scientific mode, values whose decimal exponent lies in this range are
 * written plainly, outside it in scientific notation (part 2 §5). Exponents 2 and 3 of units
 * render as superscripts.
 */
export const PLAIN_NOTATION_EXPONENT_RANGE = { min: -5, max: 6 } as const;
export const UNIT_EXPONENT_SUPERSCRIPTS = { 2: '²', 3: '³' } as const;
/** Slider positions map to values rounded to this many decimals. */
export const SLIDER_DECIMALS = 2;
/** Magnitudes below 2^-24 (float32 epsilon-scale noise) are treated as exactly 0. */
export const NOISE_THRESHOLD = 2 ** -24;

// ---------------------------------------------------------------------------------------------
// Analysis defaults (part 2 §3, §9; part 3 §3, §9)
// ---------------------------------------------------------------------------------------------

/** Feature kinds of recipes and analyses, as the spec spells them (part 3 §3). */
export const ANALYSIS_FEATURE_KINDS = [
  'ArealParameters',
  'AveragePsd',
  'BearingRatio',
  'Dimension',
  'Particles',
  'ProfileParameters',
  'Slice',
  'StepHeightHistogram',
  'StepHeightLine',
  'StepHeightRectangle',
  'Volume',
] as const;
export type AnalysisFeatureKind = (typeof ANALYSIS_FEATURE_KINDS)[number];

export const AREAL_PARAMETERS_DEFAULTS = {
  areaOfInterest: 'ENTIRE_IMAGE',
  spatialThreshold: 0.2,
  restrictedArea: { left: 0.25, top: 0.25, right: 0.75, bottom: 0.75 },
} as const;
export const AREAS_OF_INTEREST = ['ENTIRE_IMAGE', 'RESTRICTED_AREA'] as const;

export const SLICE_DEFAULTS = { a1: 0.1, a2: 0.9 } as const;
export const SLICE_TYPES = ['diagonal', 'horizontal', 'vertical'] as const;

/** Profile parameters; the filter default is the spline of the spec ("spline beta", wording as given). */
export const PROFILE_PARAMETERS_DEFAULTS = {
  cutoffLengthType: 'CUSTOM',
  filter: 'spline',
  numberOfSamplesType: 'max-samples',
  numberOfSamples: 5,
} as const;
export const NUMBER_OF_SAMPLES_TYPES = ['max-samples', 'user-specified'] as const;
export const FILTER_TYPES = ['gaussian', 'spline', 'spline-zero-tension'] as const;
export type FilterType = (typeof FILTER_TYPES)[number];
/** The spec says the cutoff types "include" these; others may be added by the filter operator. */
export const FILTER_CUTOFF_TYPES = ['roughness', 'waviness'] as const;

/** PSD window types of the API; Gaussian appears only in help texts (part 2 §9). */
export const PSD_WINDOW_TYPES = ['HAMMING', 'HANN', 'NONE', 'TUKEY', 'WELCH'] as const;
export type PsdWindowType = (typeof PSD_WINDOW_TYPES)[number];
export const AVERAGE_PSD_DEFAULTS = {
  selectedX: true,
  selectedY: false,
  tukeyCoefficient: 1,
  windowType: 'NONE',
} as const;

export const BEARING_RATIO_DEFAULTS = { bins: 20 } as const;

export const PARTICLES_DEFINED = ['ABOVE', 'BELOW'] as const;
export const GRAINS_AND_PARTICLES_DEFAULTS = { threshold: 0.5, particlesGrainsDefined: 'ABOVE' } as const;

export const VOLUME_DEFAULTS = { bumps: 0, holes: 0, step: 0 } as const;

export const STEP_HEIGHT_MODES = ['line', 'rectangles', 'histogram'] as const;
export type StepHeightMode = (typeof STEP_HEIGHT_MODES)[number];
export const STEP_HEIGHT_DEFAULT_MODE: StepHeightMode = 'line';
export const STEP_HEIGHT_LINE_DEFAULTS = { featureThreshold: 0.5 } as const;
export const STEP_HEIGHT_HISTOGRAM_DEFAULTS = {
  bins: 100,
  groupSpread: 'adjacent',
  minimumRelativeFrequency: 0.1,
  proportional: 0,
  variation: 0,
} as const;
export const STEP_HEIGHT_RECTANGLES_DEFAULTS = {
  area: { left: 0.05, top: 0.05, right: 0.95, bottom: 0.95 },
  line: [0.5, 0.6, 0.5, 0.4],
  invalid: true,
  leveling: true,
  levelingSource: 0,
} as const;
/** The step-height materials (part 2 §9); the core's table holds their optical constants. */
export const STEP_HEIGHT_MATERIALS = materialIds;
export type StepHeightMaterial = MaterialId;

/** Material files (.fitnk, part 3 §5). */
export const MATERIAL_FILE_EXTENSION = 'fitnk';
export const MATERIAL_TYPES = { 1: 'metal', 2: 'semiconductor', 3: 'insulator', 4: 'other' } as const;
export const MATERIAL_WAVELENGTH_RECOMMENDATION_NM = {
  min: 450,
  max: 650,
  spacingMin: 1,
  spacingMax: 3,
} as const;
