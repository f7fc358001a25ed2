-- Row-level security: the API runs each tenant transaction as fieldwork_app, a role that owns
-- nothing and is not a superuser, with app.instance_id set for that transaction only. A query
-- that forgets its WHERE on instance_id still sees only the current tenant's rows.
DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'fieldwork_app') THEN
    CREATE ROLE fieldwork_app NOLOGIN NOSUPERUSER NOBYPASSRLS NOCREATEDB NOCREATEROLE;
  END IF;
-- Roles belong to the cluster, while the migration lock belongs to one database: two databases of
-- one cluster migrating at once (the test files on a new server) both find no role and both
-- create it. The second one's role is the first one's.
EXCEPTION WHEN duplicate_object OR unique_violation THEN NULL;
END
$$;
--> statement-breakpoint
-- The connecting role must be a member to SET ROLE (a superuser already may).
DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = current_user AND rolsuper) THEN
    EXECUTE format('GRANT fieldwork_app TO %I', current_user);
  END IF;
END
$$;
--> statement-breakpoint
GRANT USAGE ON SCHEMA public TO fieldwork_app;
--> statement-breakpoint
-- Every tenant table is put under row-level security by this one function, so a new table is one
-- line in its migration: SELECT fieldwork_tenant_table('things');
CREATE OR REPLACE FUNCTION fieldwork_tenant_table(
  tbl regclass,
  tenant_column text DEFAULT 'instance_id',
  privileges text DEFAULT 'SELECT, INSERT, UPDATE, DELETE'
) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format('GRANT %s ON %s TO fieldwork_app', privileges, tbl);
  EXECUTE format('ALTER TABLE %s ENABLE ROW LEVEL SECURITY', tbl);
  EXECUTE format(
    'CREATE POLICY tenant_isolation ON %s USING (%I = nullif(current_setting(''app.instance_id'', true), '''')::uuid) '
      'WITH CHECK (%I = nullif(current_setting(''app.instance_id'', true), '''')::uuid)',
    tbl, tenant_column, tenant_column);
END
$$;
--> statement-breakpoint
-- An instance sees its own row (its settings); creating and deleting instances is privileged.
SELECT fieldwork_tenant_table('instances', 'id', 'SELECT, UPDATE');
--> statement-breakpoint
SELECT fieldwork_tenant_table('users');
--> statement-breakpoint
SELECT fieldwork_tenant_table('refresh_tokens');
--> statement-breakpoint
SELECT fieldwork_tenant_table('app_toggles');
--> statement-breakpoint
SELECT fieldwork_tenant_table('notifications');
