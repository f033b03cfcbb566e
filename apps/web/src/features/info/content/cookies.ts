import { paragraph, section, type ArticleSection } from '../article.ts';

/** Sections after the cookie table (CookiePolicyPage renders the table itself). */
export const cookieSections: readonly ArticleSection[] = [
  section('attributes', 'info.cookies.attributes.title', paragraph('info.cookies.attributes.p1')),
  section('storage', 'info.cookies.storage.title', paragraph('info.cookies.storage.p1')),
  section('other-sites', 'info.cookies.thirdParty.title', paragraph('info.cookies.thirdParty.p1')),
  section('choices', 'info.cookies.control.title', paragraph('info.cookies.control.p1')),
];
