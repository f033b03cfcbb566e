// The help articles of /help/:feature. The `:feature` segment is the topic id, so these ids are
// part of the public URL space: rename one only with a redirect.
import { list, paragraph, section, type ArticleSection, type RelatedLink } from '../article.ts';
import type { InfoMessageId } from '../i18n/en.ts';

export const HELP_TOPIC_IDS = [
  'upload',
  'library',
  'viewer',
  'areal-parameters',
  'profile-parameters',
  'psd',
  'bearing-ratio',
  'step-height',
  'volume',
  'particles',
  'operators',
  'sharing',
  'export',
  'units',
] as const;

export type HelpTopicId = (typeof HELP_TOPIC_IDS)[number];

export interface HelpTopic {
  readonly id: HelpTopicId;
  readonly title: InfoMessageId;
  readonly summary: InfoMessageId;
  readonly sections: readonly ArticleSection[];
  readonly related: readonly RelatedLink[];
}

const plans: RelatedLink = { to: '/plans', label: 'info.plans.title' };
const analysis: RelatedLink = { to: '/analysis', label: 'info.analysis.title' };
const specification: RelatedLink = { to: '/specification', label: 'info.specification.title' };
const helpLink = (id: HelpTopicId): RelatedLink => ({
  to: `/help/${id}`,
  label: `info.helpTopic.${id}.title`,
});

export const helpTopics: Readonly<Record<HelpTopicId, HelpTopic>> = {
  upload: {
    id: 'upload',
    title: 'info.helpTopic.upload.title',
    summary: 'info.helpTopic.upload.summary',
    sections: [
      section('add', 'info.helpTopic.upload.add.title', paragraph('info.helpTopic.upload.add.p1')),
      section(
        'formats',
        'info.helpTopic.upload.formats.title',
        paragraph('info.helpTopic.upload.formats.p1'),
        paragraph('info.helpTopic.upload.formats.p2'),
      ),
      section(
        'failed',
        'info.helpTopic.upload.failed.title',
        paragraph('info.helpTopic.upload.failed.p1'),
        paragraph('info.helpTopic.upload.failed.p2'),
        paragraph('info.helpTopic.upload.failed.p3'),
      ),
      section(
        'original',
        'info.helpTopic.upload.original.title',
        paragraph('info.helpTopic.upload.original.p1'),
      ),
    ],
    related: [specification, helpLink('library'), helpLink('export')],
  },
  library: {
    id: 'library',
    title: 'info.helpTopic.library.title',
    summary: 'info.helpTopic.library.summary',
    sections: [
      section(
        'folders',
        'info.helpTopic.library.folders.title',
        paragraph('info.helpTopic.library.folders.p1'),
      ),
      section(
        'finding',
        'info.helpTopic.library.finding.title',
        paragraph('info.helpTopic.library.finding.p1'),
      ),
      section('names', 'info.helpTopic.library.names.title', paragraph('info.helpTopic.library.names.p1')),
      section(
        'storage',
        'info.helpTopic.library.storage.title',
        paragraph('info.helpTopic.library.storage.p1'),
      ),
    ],
    related: [helpLink('upload'), helpLink('sharing'), plans],
  },
  viewer: {
    id: 'viewer',
    title: 'info.helpTopic.viewer.title',
    summary: 'info.helpTopic.viewer.summary',
    sections: [
      section('moving', 'info.helpTopic.viewer.moving.title', paragraph('info.helpTopic.viewer.moving.p1')),
      section('colour', 'info.helpTopic.viewer.colour.title', paragraph('info.helpTopic.viewer.colour.p1')),
      section(
        'lighting',
        'info.helpTopic.viewer.lighting.title',
        paragraph('info.helpTopic.viewer.lighting.p1'),
      ),
      section('scale', 'info.helpTopic.viewer.scale.title', paragraph('info.helpTopic.viewer.scale.p1')),
      section('large', 'info.helpTopic.viewer.large.title', paragraph('info.helpTopic.viewer.large.p1')),
    ],
    related: [{ to: '/viewer', label: 'info.viewer.title' }, helpLink('units')],
  },
  'areal-parameters': {
    id: 'areal-parameters',
    title: 'info.helpTopic.areal-parameters.title',
    summary: 'info.helpTopic.areal-parameters.summary',
    sections: [
      section(
        'running',
        'info.helpTopic.areal-parameters.running.title',
        paragraph('info.helpTopic.areal-parameters.running.p1'),
      ),
      section(
        'area',
        'info.helpTopic.areal-parameters.area.title',
        paragraph('info.helpTopic.areal-parameters.area.p1'),
      ),
      section(
        'prepare',
        'info.helpTopic.areal-parameters.prepare.title',
        paragraph('info.helpTopic.areal-parameters.prepare.p1'),
      ),
      section(
        'definitions',
        'info.helpTopic.areal-parameters.definitions.title',
        paragraph('info.helpTopic.areal-parameters.definitions.p1'),
      ),
    ],
    related: [analysis, helpLink('operators'), helpLink('bearing-ratio')],
  },
  'profile-parameters': {
    id: 'profile-parameters',
    title: 'info.helpTopic.profile-parameters.title',
    summary: 'info.helpTopic.profile-parameters.summary',
    sections: [
      section(
        'line',
        'info.helpTopic.profile-parameters.line.title',
        paragraph('info.helpTopic.profile-parameters.line.p1'),
      ),
      section(
        'filter',
        'info.helpTopic.profile-parameters.filter.title',
        paragraph('info.helpTopic.profile-parameters.filter.p1'),
      ),
      section(
        'standards',
        'info.helpTopic.profile-parameters.standards.title',
        paragraph('info.helpTopic.profile-parameters.standards.p1'),
      ),
    ],
    related: [analysis, helpLink('areal-parameters')],
  },
  psd: {
    id: 'psd',
    title: 'info.helpTopic.psd.title',
    summary: 'info.helpTopic.psd.summary',
    sections: [
      section('what', 'info.helpTopic.psd.what.title', paragraph('info.helpTopic.psd.what.p1')),
      section(
        'settings',
        'info.helpTopic.psd.settings.title',
        list(
          'info.helpTopic.psd.settings.li1',
          'info.helpTopic.psd.settings.li2',
          'info.helpTopic.psd.settings.li3',
          'info.helpTopic.psd.settings.li4',
        ),
      ),
      section('check', 'info.helpTopic.psd.check.title', paragraph('info.helpTopic.psd.check.p1')),
    ],
    related: [analysis, helpLink('areal-parameters')],
  },
  'bearing-ratio': {
    id: 'bearing-ratio',
    title: 'info.helpTopic.bearing-ratio.title',
    summary: 'info.helpTopic.bearing-ratio.summary',
    sections: [
      section(
        'reading',
        'info.helpTopic.bearing-ratio.reading.title',
        paragraph('info.helpTopic.bearing-ratio.reading.p1'),
      ),
      section(
        'histogram',
        'info.helpTopic.bearing-ratio.histogram.title',
        paragraph('info.helpTopic.bearing-ratio.histogram.p1'),
      ),
      section(
        'parameters',
        'info.helpTopic.bearing-ratio.parameters.title',
        paragraph('info.helpTopic.bearing-ratio.parameters.p1'),
      ),
    ],
    related: [analysis, helpLink('areal-parameters')],
  },
  'step-height': {
    id: 'step-height',
    title: 'info.helpTopic.step-height.title',
    summary: 'info.helpTopic.step-height.summary',
    sections: [
      section(
        'methods',
        'info.helpTopic.step-height.methods.title',
        list(
          'info.helpTopic.step-height.methods.li1',
          'info.helpTopic.step-height.methods.li2',
          'info.helpTopic.step-height.methods.li3',
        ),
      ),
      section(
        'leveling',
        'info.helpTopic.step-height.leveling.title',
        paragraph('info.helpTopic.step-height.leveling.p1'),
      ),
      section(
        'materials',
        'info.helpTopic.step-height.materials.title',
        paragraph('info.helpTopic.step-height.materials.p1'),
      ),
    ],
    related: [analysis, helpLink('operators')],
  },
  volume: {
    id: 'volume',
    title: 'info.helpTopic.volume.title',
    summary: 'info.helpTopic.volume.summary',
    sections: [
      section(
        'measuring',
        'info.helpTopic.volume.measuring.title',
        paragraph('info.helpTopic.volume.measuring.p1'),
      ),
      section(
        'editing',
        'info.helpTopic.volume.editing.title',
        paragraph('info.helpTopic.volume.editing.p1'),
      ),
      section(
        'meaningful',
        'info.helpTopic.volume.meaningful.title',
        paragraph('info.helpTopic.volume.meaningful.p1'),
      ),
    ],
    related: [analysis, helpLink('operators')],
  },
  particles: {
    id: 'particles',
    title: 'info.helpTopic.particles.title',
    summary: 'info.helpTopic.particles.summary',
    sections: [
      section(
        'threshold',
        'info.helpTopic.particles.threshold.title',
        paragraph('info.helpTopic.particles.threshold.p1'),
      ),
      section(
        'exclusions',
        'info.helpTopic.particles.exclusions.title',
        paragraph('info.helpTopic.particles.exclusions.p1'),
      ),
      section(
        'results',
        'info.helpTopic.particles.results.title',
        paragraph('info.helpTopic.particles.results.p1'),
      ),
    ],
    related: [analysis, helpLink('export')],
  },
  operators: {
    id: 'operators',
    title: 'info.helpTopic.operators.title',
    summary: 'info.helpTopic.operators.summary',
    sections: [
      section(
        'list',
        'info.helpTopic.operators.list.title',
        paragraph('info.helpTopic.operators.list.p1'),
        list(
          'info.helpTopic.operators.list.li1',
          'info.helpTopic.operators.list.li2',
          'info.helpTopic.operators.list.li3',
          'info.helpTopic.operators.list.li4',
        ),
      ),
      section(
        'history',
        'info.helpTopic.operators.history.title',
        paragraph('info.helpTopic.operators.history.p1'),
      ),
      section(
        'recipes',
        'info.helpTopic.operators.recipes.title',
        paragraph('info.helpTopic.operators.recipes.p1'),
      ),
    ],
    related: [plans, helpLink('areal-parameters')],
  },
  sharing: {
    id: 'sharing',
    title: 'info.helpTopic.sharing.title',
    summary: 'info.helpTopic.sharing.summary',
    sections: [
      section('link', 'info.helpTopic.sharing.link.title', paragraph('info.helpTopic.sharing.link.p1')),
      section(
        'permissions',
        'info.helpTopic.sharing.permissions.title',
        list(
          'info.helpTopic.sharing.permissions.li1',
          'info.helpTopic.sharing.permissions.li2',
          'info.helpTopic.sharing.permissions.li3',
        ),
      ),
      section('stop', 'info.helpTopic.sharing.stop.title', paragraph('info.helpTopic.sharing.stop.p1')),
      section(
        'gallery',
        'info.helpTopic.sharing.gallery.title',
        paragraph('info.helpTopic.sharing.gallery.p1'),
      ),
    ],
    related: [{ to: '/share', label: 'info.share.title' }, helpLink('export')],
  },
  export: {
    id: 'export',
    title: 'info.helpTopic.export.title',
    summary: 'info.helpTopic.export.summary',
    sections: [
      section('files', 'info.helpTopic.export.files.title', paragraph('info.helpTopic.export.files.p1')),
      section('data', 'info.helpTopic.export.data.title', paragraph('info.helpTopic.export.data.p1')),
      section('large', 'info.helpTopic.export.large.title', paragraph('info.helpTopic.export.large.p1')),
      section('report', 'info.helpTopic.export.report.title', paragraph('info.helpTopic.export.report.p1')),
    ],
    related: [specification, helpLink('sharing')],
  },
  units: {
    id: 'units',
    title: 'info.helpTopic.units.title',
    summary: 'info.helpTopic.units.summary',
    sections: [
      section('system', 'info.helpTopic.units.system.title', paragraph('info.helpTopic.units.system.p1')),
      section('auto', 'info.helpTopic.units.auto.title', paragraph('info.helpTopic.units.auto.p1')),
      section('format', 'info.helpTopic.units.format.title', paragraph('info.helpTopic.units.format.p1')),
      section('data', 'info.helpTopic.units.data.title', paragraph('info.helpTopic.units.data.p1')),
    ],
    related: [helpLink('viewer'), { to: '/viewer', label: 'info.viewer.title' }],
  },
};

export function isHelpTopicId(value: string | undefined): value is HelpTopicId {
  return value !== undefined && (HELP_TOPIC_IDS as readonly string[]).includes(value);
}
