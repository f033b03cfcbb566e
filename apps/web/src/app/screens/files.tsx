// Screen group "files" (spec part 1 §2): the own file library (/images, its folders and view
// filters) and shared folders (/shared-folder/:folderGuid?token=…).
import type { ComponentType } from 'react';
import { FeatureUnavailablePage } from '../../components/feature-unavailable/index.ts';
import { BatchPage } from '../../features/batch/index.ts';
import { LibraryPage } from '../../features/library/index.ts';
import { SharedFolderPage } from '../../features/sharing/folder/SharedFolderPage.tsx';
import { routeTitleId, type ScreenProps } from './ScreenProps.ts';

const pages: Readonly<Record<string, ComponentType>> = {
  images: LibraryPage,
  'images-folder': LibraryPage,
  'images-view-filter': LibraryPage,
  'images-folder-view-filter': LibraryPage,
  'shared-folder': SharedFolderPage,
  'shared-folder-guid': SharedFolderPage,
  batch: BatchPage,
  'batch-run': BatchPage,
};

export default function FilesScreens({ routeId }: ScreenProps) {
  const Page = pages[routeId];
  if (!Page) return <FeatureUnavailablePage titleId={routeTitleId(routeId)} />;
  return <Page />;
}
