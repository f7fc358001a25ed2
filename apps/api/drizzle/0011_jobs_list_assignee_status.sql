-- The jobs list filtered by assignee and status (bench/jobs-list.mjs, ADR 0037): a person's jobs
-- in a status are one range of job_users' index, so the planner drives the page and its capped
-- count from the person's rows in that status (hundreds) instead of from all their jobs or all
-- the jobs in the status. job_users.job_status is the job's status, kept by the triggers below.
DROP INDEX "job_users_user_idx";--> statement-breakpoint
ALTER TABLE "job_users" ADD COLUMN "job_status" text DEFAULT 'open' NOT NULL;--> statement-breakpoint
UPDATE "job_users" SET "job_status" = "jobs"."status" FROM "jobs" WHERE "jobs"."id" = "job_users"."job_id";--> statement-breakpoint
CREATE INDEX "job_users_user_status_idx" ON "job_users" USING btree ("instance_id","user_id","job_status","job_id");--> statement-breakpoint
-- A person given to a job takes the job's status, whatever the insert said.
CREATE OR REPLACE FUNCTION fieldwork_job_users_status() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT status INTO NEW.job_status FROM jobs WHERE id = NEW.job_id;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER job_users_status_bi BEFORE INSERT ON job_users FOR EACH ROW EXECUTE FUNCTION fieldwork_job_users_status();--> statement-breakpoint
-- A job's new status moves to its people's rows, in the same transaction.
CREATE OR REPLACE FUNCTION fieldwork_jobs_status_to_users() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE job_users SET job_status = NEW.status WHERE job_id = NEW.id;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER jobs_status_au AFTER UPDATE OF status ON jobs FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status) EXECUTE FUNCTION fieldwork_jobs_status_to_users();
