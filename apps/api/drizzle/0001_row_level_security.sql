-- Row-level security: the API runs each tenant transaction as fieldwork_app, a role that owns
-- nothing and is not a superuser, with app.instance_id set for that transaction only. A query
-- that forgets its WHERE on instance_id still sees only the current tenant's rows.
DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'fieldwork_app') THEN
    CREATE ROLE fieldwork_app NOLOGIN NOSUPERUSER NOBYPASSRLS NOCREATEDB NOCREATEROLE;
  END IF;
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
GRANT SELECT, UPDATE ON instances TO fieldwork_app;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON users, refresh_tokens, app_toggles, notifications TO fieldwork_app;
--> statement-breakpoint
ALTER TABLE instances ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON instances
  USING (id = nullif(current_setting('app.instance_id', true), '')::uuid)
  WITH CHECK (id = nullif(current_setting('app.instance_id', true), '')::uuid);
--> statement-breakpoint
ALTER TABLE users ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON users
  USING (instance_id = nullif(current_setting('app.instance_id', true), '')::uuid)
  WITH CHECK (instance_id = nullif(current_setting('app.instance_id', true), '')::uuid);
--> statement-breakpoint
ALTER TABLE refresh_tokens ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON refresh_tokens
  USING (instance_id = nullif(current_setting('app.instance_id', true), '')::uuid)
  WITH CHECK (instance_id = nullif(current_setting('app.instance_id', true), '')::uuid);
--> statement-breakpoint
ALTER TABLE app_toggles ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON app_toggles
  USING (instance_id = nullif(current_setting('app.instance_id', true), '')::uuid)
  WITH CHECK (instance_id = nullif(current_setting('app.instance_id', true), '')::uuid);
--> statement-breakpoint
ALTER TABLE notifications ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON notifications
  USING (instance_id = nullif(current_setting('app.instance_id', true), '')::uuid)
  WITH CHECK (instance_id = nullif(current_setting('app.instance_id', true), '')::uuid);
