export { FoldersRepo } from './repo.ts';
export { FoldersService } from './service.ts';
export { foldersRoutes } from './routes.ts';
