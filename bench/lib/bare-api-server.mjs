// The floor for bench/api-overhead.mjs: plain Fastify and one node-postgres Pool doing, for two of
// the API's routes, only the SQL a tenant request needs, in the transaction shape the API should
// ideally use. Run as its own process so it gets a core to itself, like the API does:
//
//   DATABASE_URL=... INSTANCE_ID=<uuid> PORT=0 node bench/lib/bare-api-server.mjs
//
// Prints one line `listening <port>` when ready. Per request, on one pooled connection, the
// shape the API uses (ADR 0021, 0027):
//   1. one simple query (one round trip): BEGIN; SELECT set_config('role', ...), set_config('app.instance_id', ...)
//      and, on /v2/users/me, the user's row (the API's token check reads it there);
//   2. the route's other queries, each parameterised and prepared by name (extended protocol,
//      parsed and planned once per connection, one round trip each);
//   3. COMMIT
// The bearer token of /v2/users/me is decoded for its subject but its signature is not checked.
import Fastify from 'fastify';
import pg from 'pg';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const APP_ROLE = 'fieldwork_app';

const instanceId = process.env.INSTANCE_ID ?? '';
if (!UUID.test(instanceId)) throw new Error('INSTANCE_ID must be a uuid');
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: Number(process.env.POOL_SIZE ?? 10) });
pool.on('error', (err) => process.stderr.write(`idle client error: ${err.message}\n`));

/**
 * Runs `fn` in one transaction as the tenant, under row-level security; `read` (a select whose
 * values are checked uuids) travels with the set-up and its rows are given to `fn`.
 */
async function tenant(id, fn, read) {
  if (!UUID.test(id)) throw new Error('tenant() needs an instance id');
  const client = await pool.connect();
  try {
    // The id is checked against UUID above, so it is safe as a literal; being one string without
    // parameters, node-postgres sends it as one simple Query message: one round trip.
    const results = await client.query(
      `BEGIN; SELECT set_config('role', '${APP_ROLE}', true), set_config('app.instance_id', '${id}', true)${read ? `; ${read}` : ''}`,
    );
    const result = await fn(client, read ? results[results.length - 1].rows : []);
    await client.query('COMMIT');
    client.release();
    return result;
  } catch (err) {
    await client.query('ROLLBACK').catch(() => undefined);
    client.release(err);
    throw err;
  }
}

/** The subject of a bearer JWT, read without checking the signature. */
function subject(authorization) {
  const token = /^Bearer (.+)$/.exec(authorization ?? '')?.[1];
  if (!token) return null;
  try {
    const sub = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()).sub;
    return typeof sub === 'string' && UUID.test(sub) ? sub : null;
  } catch {
    return null;
  }
}

const app = Fastify({ logger: false });

app.get('/v2/users/me', async (req, reply) => {
  const userId = subject(req.headers.authorization);
  if (!userId) return reply.code(401).send({ message: 'Sign in first' });
  const row = await tenant(
    instanceId,
    async (c, rows) => {
      if (!rows[0]) return null;
      // The user's projects (one of the people, or a client), as the API's profile reads them.
      const projects = await c.query({
        name: 'projects_of_user',
        text: `SELECT p.id, p.instance_id, p.name, p.company, p.avatar_asset_id, p.updated_at,
                bool_or(x.member) AS member, bool_or(NOT x.member) AS client
           FROM (SELECT project_id, true AS member FROM project_users WHERE instance_id = $1 AND user_id = $2
                 UNION ALL
                 SELECT project_id, false FROM client_projects WHERE instance_id = $1 AND user_id = $2) x
           JOIN projects p ON p.instance_id = $1 AND p.id = x.project_id
          GROUP BY p.id
          ORDER BY p.name, p.id`,
        values: [instanceId, userId],
      });
      return { ...rows[0], projects: projects.rows };
    },
    // subject() let only a uuid through: safe as a literal.
    `SELECT * FROM users WHERE instance_id = '${instanceId}' AND id = '${userId}' AND removed_at IS NULL LIMIT 1`,
  );
  if (!row) return reply.code(404).send({ message: 'User not found' });
  return row;
});

app.get('/v2/apps/bootstrap', async (req, reply) => {
  const body = await tenant(instanceId, async (c) => {
    const { rows } = await c.query({ name: 'instance', text: 'SELECT name, settings FROM instances WHERE id = $1', values: [instanceId] });
    if (!rows[0]) return null;
    const toggles = await c.query({ name: 'toggles', text: 'SELECT toggle_id, is_active FROM app_toggles WHERE instance_id = $1', values: [instanceId] });
    return {
      instanceId,
      instanceName: rows[0].name,
      settings: rows[0].settings,
      toggles: toggles.rows.map((t) => ({ toggleId: t.toggle_id, isActive: t.is_active })),
    };
  });
  if (!body) return reply.code(404).send({ message: 'No instance is served at this address' });
  return body;
});

app.get('/health', async () => ({ status: 'ok' }));

const shutdown = async () => {
  await app.close();
  await pool.end();
  process.exit(0);
};
process.on('SIGTERM', shutdown);
process.on('SIGINT', shutdown);

await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT ?? 0) });
process.stdout.write(`listening ${app.server.address().port}\n`);
