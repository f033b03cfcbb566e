import { list, paragraph, section, type ArticleSection } from '../article.ts';

export const termsSections: readonly ArticleSection[] = [
  section('service', 'info.terms.service.title', paragraph('info.terms.service.p1')),
  section('account', 'info.terms.account.title', paragraph('info.terms.account.p1')),
  section('content', 'info.terms.content.title', paragraph('info.terms.content.p1')),
  section('sharing', 'info.terms.sharing.title', paragraph('info.terms.sharing.p1')),
  section(
    'acceptable-use',
    'info.terms.use.title',
    list('info.terms.use.li1', 'info.terms.use.li2', 'info.terms.use.li3', 'info.terms.use.li4'),
  ),
  section('plans', 'info.terms.plans.title', paragraph('info.terms.plans.p1')),
  section('results', 'info.terms.results.title', paragraph('info.terms.results.p1')),
  section('liability', 'info.terms.liability.title', paragraph('info.terms.liability.p1')),
  section('ending', 'info.terms.ending.title', paragraph('info.terms.ending.p1')),
  section('changes', 'info.terms.changes.title', paragraph('info.terms.changes.p1')),
];
