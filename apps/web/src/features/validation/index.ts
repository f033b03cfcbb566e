// Public surface of the validation page: the page for the router and the links to it.
export { ValidationPage } from './ValidationPage.tsx';
export { ValidationHelpButton, ValidationLink, VALIDATION_PATH } from './ValidationLink.tsx';
