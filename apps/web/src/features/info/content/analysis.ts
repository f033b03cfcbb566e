import { list, paragraph, section, type ArticleSection } from '../article.ts';

export const analysisSections: readonly ArticleSection[] = [
  section(
    'areal',
    'info.analysis.areal.title',
    paragraph('info.analysis.areal.p1'),
    list(
      'info.analysis.areal.li1',
      'info.analysis.areal.li2',
      'info.analysis.areal.li3',
      'info.analysis.areal.li4',
    ),
    paragraph('info.analysis.areal.p2'),
  ),
  section(
    'profile',
    'info.analysis.profile.title',
    paragraph('info.analysis.profile.p1'),
    paragraph('info.analysis.profile.p2'),
  ),
  section(
    'psd',
    'info.analysis.psd.title',
    paragraph('info.analysis.psd.p1'),
    paragraph('info.analysis.psd.p2'),
  ),
  section('bearing-ratio', 'info.analysis.bearing.title', paragraph('info.analysis.bearing.p1')),
  section(
    'step-height',
    'info.analysis.step.title',
    paragraph('info.analysis.step.p1'),
    list('info.analysis.step.li1', 'info.analysis.step.li2', 'info.analysis.step.li3'),
    paragraph('info.analysis.step.p2'),
  ),
  section('volume', 'info.analysis.volume.title', paragraph('info.analysis.volume.p1')),
  section('grains', 'info.analysis.grains.title', paragraph('info.analysis.grains.p1')),
  section('dimension', 'info.analysis.dimension.title', paragraph('info.analysis.dimension.p1')),
  section('recipes', 'info.analysis.batch.title', paragraph('info.analysis.batch.p1')),
  section(
    'standards',
    'info.analysis.standards.title',
    list(
      'info.analysis.standards.li1',
      'info.analysis.standards.li2',
      'info.analysis.standards.li3',
      'info.analysis.standards.li4',
      'info.analysis.standards.li5',
      'info.analysis.standards.li6',
      'info.analysis.standards.li7',
      'info.analysis.standards.li8',
    ),
  ),
];
