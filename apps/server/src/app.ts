// The app factory: infrastructure, HTTP plumbing (ids, errors, OpenAPI, static web app) and the
// feature modules. Used by main.ts, the OpenAPI export and the integration tests, which may add
// routes to the returned instance before listening.
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { DestinationStream } from 'pino';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Config } from './config.ts';
import { registerConnectionDraining } from './http/connection-draining.ts';
import { registerErrorHandler, sendNotFound } from './http/errors.ts';
import { createLogger } from './http/logger.ts';
import { registerOpenApi } from './http/openapi.ts';
import { genReqId, requestIdHeader } from './http/request-id.ts';
import { WebApp, wantsPage } from './http/web-app.ts';
import { createInfra, type Infra } from './infra/infra.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { HealthService } from './modules/health/service.ts';
import { CacheInvalidation } from './infra/pubsub/cache-invalidation.ts';
import { installMetrics } from './modules/metrics/metrics.ts';
import { fileInspectionRoutes } from './modules/file-inspection/routes.ts';
import cookie from '@fastify/cookie';
import { randomBytes } from 'node:crypto';
import { registerOriginCheck } from './http/origin-check.ts';
import { publicOrigin } from './http/public-origin.ts';
import { registerRateLimits } from './http/rate-limits.ts';
import { registerBodyIdleTimeout } from './http/body-idle-timeout.ts';
import { ByteBudget } from './infra/compute/byte-budget.ts';
import { BlobReferences } from './infra/storage/blob-references.ts';
import { OrphanSweeper, scheduleOrphanSweeps } from './infra/storage/orphan-sweeper.ts';
import { TempFiles } from './infra/storage/temp-files.ts';
import { join } from 'node:path';
import type { CounterStore } from './infra/counters/counter-store.ts';
import { MemoryCounterStore } from './infra/counters/memory-counter-store.ts';
import { RedisCounterStore } from './infra/counters/redis-counter-store.ts';
import { redisKeyPrefix } from './infra/redis/client.ts';
import { accessTokenOf } from './modules/accounts/session-cookies.ts';
import { indexScriptHashes, registerSecurityHeaders } from './http/security-headers.ts';
import { getOrCreateMeta } from './infra/db/app-meta.ts';
import { DevOutbox } from './infra/mail/dev-outbox.ts';
import { devOutboxRoutes } from './modules/accounts/dev-outbox-routes.ts';
import { AccountsRepo } from './modules/accounts/repo.ts';
import { accountsRoutes } from './modules/accounts/routes.ts';
import { AccountsService } from './modules/accounts/service.ts';
import { editorRoutes } from './modules/analysis/routes.ts';
import { DOWNLOAD_FALLBACK_LIFETIME_MS, DOWNLOAD_FALLBACK_MAX_BYTES } from '@asperity/contract';
import { DownloadFallbackStore } from './modules/export/download-fallback.ts';
import { SharedDownloadFallback } from './modules/export/shared-download-fallback.ts';
import { exportRoutes } from './modules/export/routes.ts';
import { ExportService } from './modules/export/service.ts';
import { AnalysisService } from './modules/analysis/service.ts';
import { editorSurfaceRoutes } from './modules/editor-surface/routes.ts';
import { featureFlagsRoutes } from './modules/feature-flags/routes.ts';
import { languageHostsRoutes } from './modules/language-hosts/routes.ts';
import { FilesRepo } from './modules/files/repo.ts';
import { HistoryRepo } from './modules/history/repo.ts';
import { historyRoutes } from './modules/history/routes.ts';
import { HistoryService } from './modules/history/service.ts';
import { filesRoutes } from './modules/files/routes.ts';
import { FilesService } from './modules/files/service.ts';
import { seedDemoContent } from './modules/demo/seed-demo-content.ts';
import { FileInspectionService } from './modules/file-inspection/service.ts';
import { FoldersRepo } from './modules/folders/repo.ts';
import { foldersRoutes } from './modules/folders/routes.ts';
import { FoldersService } from './modules/folders/service.ts';
import { ProfileRepo } from './modules/profile/repo.ts';
import { profileRoutes } from './modules/profile/routes.ts';
import { ProfileService } from './modules/profile/service.ts';
import { EditorSettingsRepo } from './modules/editor-settings/repo.ts';
import { editorSettingsRoutes } from './modules/editor-settings/routes.ts';
import { EditorSettingsService } from './modules/editor-settings/service.ts';
import { PreferencesRepo } from './modules/preferences/repo.ts';
import { PreviewsRepo } from './modules/previews/repo.ts';
import { previewsRoutes } from './modules/previews/routes.ts';
import { PreviewsService } from './modules/previews/service.ts';
import { TotalFocusRepo } from './modules/total-focus/repo.ts';
import { ImageLinksRepo } from './modules/image-links/repo.ts';
import { imageLinksRoutes } from './modules/image-links/routes.ts';
import { ImageLinksService } from './modules/image-links/service.ts';
import { ReportService } from './modules/report/report-service.ts';
import { reportRoutes } from './modules/report/routes.ts';
import { totalFocusRoutes } from './modules/total-focus/routes.ts';
import { TotalFocusService } from './modules/total-focus/service.ts';
import { preferencesRoutes } from './modules/preferences/routes.ts';
import { PreferencesService } from './modules/preferences/service.ts';
import { QuotaRepo } from './modules/quota/repo.ts';
import { quotaRoutes } from './modules/quota/routes.ts';
import { QuotaService } from './modules/quota/service.ts';
import { AccessService } from './modules/access/access-service.ts';
import { SharingRepo } from './modules/sharing/repo.ts';
import { sharedPageHead, sharingRoutes } from './modules/sharing/routes.ts';
import { registerNotifications } from './modules/notifications/register.ts';
import { registerAdmin } from './modules/admin/register.ts';
import { SharingService } from './modules/sharing/service.ts';
import { GalleryRepo } from './modules/gallery/repo.ts';
import { galleryRoutes } from './modules/gallery/routes.ts';
import { GalleryService } from './modules/gallery/service.ts';
import { registerRecipes } from './modules/recipes/register.ts';
import { registerBatch } from './modules/batch/register.ts';
import { registerSupport } from './modules/support/register.ts';

export interface BuildAppOptions {
  /** Where log lines go (tests capture them); stdout by default. */
  readonly logStream?: DestinationStream;
  /** Another compute worker entry (tests add slow tasks to exercise queueing and cancellation). */
  readonly computeWorkerUrl?: URL;
}

export type App = FastifyInstance<
  Server,
  IncomingMessage,
  ServerResponse,
  FastifyBaseLogger,
  ZodTypeProvider
>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Stores and pools, for wiring feature modules; route handlers use their services instead. */
    readonly infra: Infra;
    readonly config: Config;
  }
}

export async function buildApp(config: Config, options: BuildAppOptions = {}): Promise<App> {
  const logger: FastifyBaseLogger = createLogger(config, options.logStream);
  const app = Fastify({
    loggerInstance: logger,
    genReqId,
    trustProxy: config.trustProxy,
    // onReady hooks share this limit (10 s by default): creating the demo content parses and stores four
    // surfaces and took longer than that on a saturated 2-core machine (FST_ERR_HOOK_TIMEOUT at start).
    pluginTimeout: 120_000,
  }).withTypeProvider<ZodTypeProvider>();

  const infra = await createInfra(config, {
    logger: app.log,
    ...(options.computeWorkerUrl ? { computeWorkerUrl: options.computeWorkerUrl } : {}),
  });
  app.decorate('infra', infra);
  app.decorate('config', config);
  app.addHook('onClose', () => infra.close());

  try {
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    app.addHook('onRequest', (request, reply, done) => {
      reply.header(requestIdHeader, request.id);
      done();
    });
    registerErrorHandler(app);
    registerConnectionDraining(app);
    registerBodyIdleTimeout(app, config.bodyIdleTimeoutMs);
    registerSecurityHeaders(app, { scriptHashes: await indexScriptHashes(config.webDistDir) });
    await app.register(cookie);
    const origin = publicOrigin(app, config);
    registerOriginCheck(app, origin);

    await registerOpenApi(app);

    const web = new WebApp({ distDir: config.webDistDir, subscriptions: config.features.subscriptions });
    await web.register(app);
    app.setNotFoundHandler((request, reply) =>
      wantsPage(request) ? web.sendPage(request, reply) : sendNotFound(request, reply),
    );

    await app.register(healthRoutes, { health: new HealthService(infra) });
    installMetrics(app, { compute: infra.compute });
    await app.register(featureFlagsRoutes, { flags: config.features.flags });
    await app.register(languageHostsRoutes, { setting: config.languageHosts });

    const sessionSecret =
      config.sessionSecret ??
      (await getOrCreateMeta(infra.database.db, 'session_secret', () => randomBytes(32).toString('hex')));
    const counters: CounterStore = infra.redis
      ? new RedisCounterStore(infra.redis, `${redisKeyPrefix}counter:`)
      : new MemoryCounterStore();
    app.addHook('onClose', () => counters.close());
    const accounts = new AccountsService(new AccountsRepo(infra.database.db), infra.mailer, {
      subscriptions: config.features.subscriptions,
      trialDays: config.trialDays,
      sessionSecret,
      counters,
      revocations: infra.revocations,
      adminEmails: config.adminEmails,
    });
    // Before the routes they limit are added (the policies attach themselves as routes are added).
    await registerRateLimits(app, {
      settings: config.rateLimits,
      redis: infra.redis,
      accountOf: (request) => accounts.authenticate(accessTokenOf(request))?.sub,
    });
    await app.register(accountsRoutes, {
      accounts,
      countryHeader: config.countryHeader,
      cookies: { alwaysSecure: config.publicUrl?.startsWith('https:') ?? false },
      mailBaseUrl: origin.baseUrl,
    });
    // Without SMTP the mail stays in the outbox, shown to the server's own machine (production too).
    if (infra.mailer instanceof DevOutbox) await app.register(devOutboxRoutes, { outbox: infra.mailer });
    scheduleDaily(app, () => accounts.purgeUnconfirmed());

    const filesRepo = new FilesRepo(infra.database.db);
    const files = new FilesService(filesRepo, infra.blobs, infra.compute, {
      uploadMaxBytes: config.uploadMaxBytes,
      quotaOf: (user) => accounts.quotaOf(user),
    });
    await app.register(filesRoutes, { files, accounts, maxBytes: config.uploadMaxBytes });
    const foldersRepo = new FoldersRepo(infra.database.db);
    const sharingRepo = new SharingRepo(infra.database.db);
    const folders = new FoldersService(foldersRepo, filesRepo, files, {
      quotaOf: (user) => accounts.quotaOf(user),
      sharedFiles: (ownerId) => sharingRepo.sharedFilesOf(ownerId),
    });
    // The one access function (modules/access): every file, folder, fork, preview and export call.
    const accessRepo = new AccountsRepo(infra.database.db);
    const access = new AccessService(sharingRepo, {
      secret: sessionSecret,
      userById: (id) => accessRepo.userById(id),
    });
    const galleryRepo = new GalleryRepo(infra.database.db, infra.database.dialect);
    const sharing = new SharingService(sharingRepo, access, foldersRepo, files, {
      quotaOf: (user) => accounts.quotaOf(user),
      gallery: galleryRepo,
      notify: (userId, kind, data, options) => app.notifications.notify(userId, kind, data, options),
      // Wrong link passwords count in the shared counters (Redis with several instances).
      attempts: counters,
    });
    await app.register(foldersRoutes, { folders, accounts, sharing, access });
    await app.register(sharingRoutes, {
      sharing,
      accounts,
      siteUrl: origin.baseUrl,
      secureCookies: config.publicUrl?.startsWith('https:') ?? false,
    });
    web.setPageHead(sharedPageHead(sharing, origin.baseUrl));
    const history = new HistoryService(
      new HistoryRepo(infra.database.db),
      files,
      infra.blobs,
      infra.compute,
      {
        subscriptions: config.features.subscriptions,
        library: { repo: foldersRepo, quotaOf: (user) => accounts.quotaOf(user) },
        flags: config.features.flags,
        previewedForks: infra.shortLived,
      },
    );
    const previewsRepo = new PreviewsRepo(infra.database.db);
    const totalFocus = new TotalFocusService(new TotalFocusRepo(infra.database.db), {
      ownFile: (user, fileGuid) => files.ownFile(user, fileGuid),
    });
    await app.register(totalFocusRoutes, { totalFocus, accounts, access });
    const previews = new PreviewsService(previewsRepo, files, infra.blobs, infra.compute, history, {
      totalFocusOf: (fileGuid) => totalFocus.storedFor(fileGuid),
      cacheBounds: config.previewCache,
    });
    await app.register(previewsRoutes, { previews, accounts, access });
    // Other instances drop what their memory holds of content freed here (docs/deployment.md).
    const invalidation = new CacheInvalidation(infra.pubsub);
    files.onBlobFreed((key) =>
      // The file is deleted either way; a lost message only leaves memory to the LRU.
      invalidation
        .blobFreed(key)
        .catch((error: unknown) => app.log.warn({ err: error }, 'cache invalidation not sent')),
    );
    await invalidation.onBlobFreedElsewhere((key) => previews.dropLocalRenderingsOf(key));
    await app.register(quotaRoutes, {
      quota: new QuotaService(new QuotaRepo(infra.database.db), filesRepo, {
        quotaOf: (user) => accounts.quotaOf(user),
        trialEndsAtOf: (user) => accounts.trialEndsAtOf(user),
        log: app.log,
      }),
      accounts,
    });
    const preferences = new PreferencesService(new PreferencesRepo(infra.database.db), {
      ownsFolder: async (user, guid) => (await foldersRepo.byGuid(user.id, guid)) !== undefined,
    });
    await app.register(preferencesRoutes, { preferences, accounts });
    const editorSettings = new EditorSettingsService(
      new EditorSettingsRepo(infra.database.db),
      new PreferencesRepo(infra.database.db),
      { ownFile: (user, fileGuid) => files.ownFile(user, fileGuid) },
    );
    await app.register(editorSettingsRoutes, { settings: editorSettings, accounts, access });
    const profile = new ProfileService(
      accounts,
      new AccountsRepo(infra.database.db),
      new ProfileRepo(infra.database.db),
      infra.blobs,
      infra.mailer,
    );
    await app.register(profileRoutes, {
      profile,
      accounts,
      blobs: infra.blobs,
      mailBaseUrl: origin.baseUrl,
    });
    // Notifications, their settings and the live socket at /sockets (issue 18).
    const notificationsWiring = await registerNotifications(app, {
      infra,
      accounts,
      accountsRepo: new AccountsRepo(infra.database.db),
      secret: sessionSecret,
      baseUrl: origin.baseUrl,
    });
    // The staff and admin console (issue 18).
    await registerAdmin(app, {
      config,
      infra,
      accounts,
      accountsRepo: new AccountsRepo(infra.database.db),
      files,
      wiring: notificationsWiring,
    });
    // The public gallery (issue 17): GET /gallery/list, likes, comments, staff curation.
    await app.register(galleryRoutes, {
      gallery: new GalleryService(galleryRepo, sharingRepo, access, {
        notify: (userId, kind, data, options) => app.notifications.notify(userId, kind, data, options),
      }),
      accounts,
    });
    // Reports, technical-support and additional-file requests, and the forum's single sign-on.
    await registerSupport(app, { config, infra, accounts, access, baseUrl: origin.baseUrl });
    if (config.demoContent) {
      // Before the server answers, so a newcomer's first sign-in finds the library filled. A
      // failure is logged and the server runs without demo content.
      app.addHook('onReady', async () => {
        await seedDemoContent(accounts, files, app.log, config.demoPassword).catch((error: unknown) => {
          app.log.error({ err: error }, 'demo content could not be created');
        });
      });
    }
    // Batch analysis on the job queue (issue 19): routes here, the jobs here or in `npm run worker`.
    await registerBatch(app, {
      infra,
      accounts,
      log: app.log,
      runJobs: config.jobs.inServer,
      subscriptions: config.features.subscriptions,
      flags: config.features.flags,
      userById: (id) => accessRepo.userById(id),
      quotaOf: (user) => accounts.quotaOf(user),
      tierOf: (user) => accounts.tierOf(user),
      notify: (userId, kind, data, options) => app.notifications.notify(userId, kind, data, options),
      push: (userId, message) => app.notifications.push(userId, message),
    });
    const analysis = new AnalysisService(infra.compute, { subscriptions: config.features.subscriptions });
    await app.register(historyRoutes, { history, accounts, access });
    await app.register(editorRoutes, { analysis, history, accounts, access });
    await app.register(editorSurfaceRoutes, { history, accounts, access });
    // Recipes and saved settings (issue 19 items 1, 2).
    await registerRecipes(app, {
      infra,
      accounts,
      access,
      history,
      analysis,
      subscriptions: config.features.subscriptions,
      flags: config.features.flags,
    });
    // The 2D editor's links (issue 19 item 5) and the print report (item 6).
    await app.register(imageLinksRoutes, {
      links: new ImageLinksService(new ImageLinksRepo(infra.database.db), access, sharingRepo),
      accounts,
      access,
    });
    await app.register(reportRoutes, {
      reports: new ReportService(history, previews, analysis, {
        subscriptions: config.features.subscriptions,
        flags: config.features.flags,
        tierOf: (user) => accounts.tierOf(user),
      }),
      accounts,
      access,
    });
    await app.register(exportRoutes, {
      exports: new ExportService(files, filesRepo, foldersRepo, history, infra.blobs, infra.compute),
      downloads: new SharedDownloadFallback(
        new DownloadFallbackStore({
          lifetimeMs: DOWNLOAD_FALLBACK_LIFETIME_MS,
          totalBytes: 4 * DOWNLOAD_FALLBACK_MAX_BYTES,
        }),
        // With one instance the local store is all there is; with Redis any instance can answer the link.
        infra.shortLived.kind === 'redis' ? infra.shortLived : undefined,
        DOWNLOAD_FALLBACK_LIFETIME_MS,
      ),
      accounts,
      access,
    });
    const inspectTemp = new TempFiles(join(config.dataDir, 'tmp', 'inspect'));
    await inspectTemp.init();
    await app.register(fileInspectionRoutes, {
      inspection: new FileInspectionService(infra.compute, new ByteBudget(config.inspect.queueMaxBytes)),
      accounts,
      maxBytes: config.uploadMaxBytes,
      anonymousMaxBytes: config.inspect.anonymousMaxBytes,
      temp: inspectTemp,
    });
    const sweeper = new OrphanSweeper({
      blobs: infra.blobs,
      references: new BlobReferences(infra.database.db),
      tempDirs: [inspectTemp],
      graceMs: config.orphanGraceMs,
      tempGraceMs: Math.max(2 * config.bodyIdleTimeoutMs, 60_000),
      log: app.log,
    });
    scheduleOrphanSweeps(app, sweeper, config.orphanSweepIntervalMs);
  } catch (error) {
    await infra.close();
    throw error;
  }
  return app;
}

/** Runs `job` now and then once a day while the app is up (e.g. removing stale unconfirmed accounts). */
function scheduleDaily(app: App, job: () => Promise<unknown>): void {
  const run = (): void => {
    job().catch((error: unknown) => app.log.error({ err: error }, 'daily job failed'));
  };
  app.addHook('onReady', (done) => {
    run();
    done();
  });
  const timer = setInterval(run, 86_400_000);
  timer.unref();
  app.addHook('onClose', (_instance, done) => {
    clearInterval(timer);
    done();
  });
}
