// The gallery's category schema (spec part 1 §3; codes in constants.ts), apart from gallery.ts so
// that sharing.ts (publishing) and gallery.ts can both use it without importing each other.
import { z } from 'zod';
import { GALLERY_CATEGORIES } from './constants.ts';

export const galleryCategorySchema = z.enum(GALLERY_CATEGORIES).meta({ id: 'GalleryCategory' });
