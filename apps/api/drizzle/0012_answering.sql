-- Answering (ADR 0041): public answer links, each change's device id (a retry is recorded once),
-- the public link a change came through, and changes that arrived after a later one.
CREATE TABLE "answer_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"instance_id" uuid NOT NULL,
	"job_id" uuid NOT NULL,
	"expires_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "answer_history" ADD COLUMN "link_id" uuid;--> statement-breakpoint
ALTER TABLE "answer_history" ADD COLUMN "client_id" text;--> statement-breakpoint
ALTER TABLE "answer_history" ADD COLUMN "answered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "answer_history" ADD COLUMN "superseded" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "answers" ADD COLUMN "link_id" uuid;--> statement-breakpoint
ALTER TABLE "answer_links" ADD CONSTRAINT "answer_links_instance_id_instances_id_fk" FOREIGN KEY ("instance_id") REFERENCES "public"."instances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "answer_links" ADD CONSTRAINT "answer_links_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "answer_links" ADD CONSTRAINT "answer_links_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "answer_links_job_idx" ON "answer_links" USING btree ("instance_id","job_id");--> statement-breakpoint
ALTER TABLE "answer_history" ADD CONSTRAINT "answer_history_link_id_answer_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."answer_links"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "answers" ADD CONSTRAINT "answers_link_id_answer_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."answer_links"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "answer_history_client_uq" ON "answer_history" USING btree ("instance_id","client_id") WHERE client_id IS NOT NULL;;--> statement-breakpoint
SELECT fieldwork_tenant_table('answer_links');--> statement-breakpoint
-- An answer's history is never rewritten: rows are added, and go only with their answer.
CREATE OR REPLACE FUNCTION fieldwork_answer_history_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'answer history is never rewritten';
END
$$;--> statement-breakpoint
CREATE TRIGGER answer_history_no_update BEFORE UPDATE ON answer_history FOR EACH ROW EXECUTE FUNCTION fieldwork_answer_history_append_only();
