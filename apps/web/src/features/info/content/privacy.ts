import { list, paragraph, section, type ArticleSection } from '../article.ts';

export const privacySections: readonly ArticleSection[] = [
  section('controller', 'info.privacy.controller.title', paragraph('info.privacy.controller.p1')),
  section(
    'data',
    'info.privacy.data.title',
    list(
      'info.privacy.data.li1',
      'info.privacy.data.li2',
      'info.privacy.data.li3',
      'info.privacy.data.li4',
      'info.privacy.data.li5',
    ),
  ),
  section('purpose', 'info.privacy.purpose.title', paragraph('info.privacy.purpose.p1')),
  section(
    'recipients',
    'info.privacy.recipients.title',
    list(
      'info.privacy.recipients.li1',
      'info.privacy.recipients.li2',
      'info.privacy.recipients.li3',
      'info.privacy.recipients.li4',
      'info.privacy.recipients.li5',
    ),
  ),
  section('retention', 'info.privacy.retention.title', paragraph('info.privacy.retention.p1')),
  section('rights', 'info.privacy.rights.title', paragraph('info.privacy.rights.p1')),
  section('security', 'info.privacy.security.title', paragraph('info.privacy.security.p1')),
  section('changes', 'info.privacy.changes.title', paragraph('info.privacy.changes.p1')),
];
