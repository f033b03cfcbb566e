export { GalleryPage } from './GalleryPage.tsx';
export { GalleryItemButton } from './GalleryItemButton.tsx';
export { GalleryItemPanel } from './GalleryItemPanel.tsx';
export { StaffPicksStrip } from './StaffPicksStrip.tsx';
export { UserGalleryItems } from './UserGalleryItems.tsx';
