// GET /api/config/language-hosts: which site hosts show which interface language (LANGUAGE_HOSTS,
// spec part 1 §1), read by the web app before its first render so that switching the language moves
// to a host that exists — or stays on this one (`off`) with ?lang= and the remembered choice. Public:
// it names the site's own hosts, nothing secret.
import { LANGUAGE_HOSTS_PATH, languageHostsSchema, type LanguageHosts } from '@asperity/contract';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';

export const languageHostsRoutes: FastifyPluginCallbackZod<{ readonly setting: LanguageHosts }> = (
  app,
  { setting },
  done,
) => {
  app.get(
    LANGUAGE_HOSTS_PATH,
    {
      schema: {
        tags: ['config'],
        summary: 'Which site hosts show which interface language (LANGUAGE_HOSTS)',
        description:
          'mode prefix: ja.<site> and zh.<site> (the spec default); off: no language hosts, the language ' +
          'is ?lang= and the remembered choice; map: the host of each language listed in hosts.',
        response: { 200: languageHostsSchema },
      },
    },
    (_request, reply) => {
      void reply.header('cache-control', 'public, max-age=60');
      return setting;
    },
  );
  done();
};
