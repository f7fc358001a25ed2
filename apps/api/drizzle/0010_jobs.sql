CREATE TABLE "answer_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"instance_id" uuid NOT NULL,
	"answer_id" uuid NOT NULL,
	"user_id" uuid,
	"before" jsonb,
	"after" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "answers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"instance_id" uuid NOT NULL,
	"job_id" uuid NOT NULL,
	"question_id" uuid NOT NULL,
	"revision" integer NOT NULL,
	"key" text NOT NULL,
	"value" jsonb,
	"files" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"comment" text,
	"signature_asset_id" uuid,
	"emails" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_issue" boolean DEFAULT false NOT NULL,
	"elements" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"search_value" text,
	"extra" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"location" jsonb,
	"user_id" uuid,
	"client_id" text,
	"answered_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dashboard_widgets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"instance_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"position" jsonb NOT NULL,
	"hidden" boolean DEFAULT false NOT NULL,
	"settings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_confirmations" (
	"instance_id" uuid NOT NULL,
	"job_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_confirmations_job_id_user_id_pk" PRIMARY KEY("job_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "job_links" (
	"instance_id" uuid NOT NULL,
	"prev_job_id" uuid NOT NULL,
	"next_job_id" uuid NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_links_prev_job_id_next_job_id_pk" PRIMARY KEY("prev_job_id","next_job_id"),
	CONSTRAINT "job_links_not_self_ck" CHECK (prev_job_id <> next_job_id)
);
--> statement-breakpoint
CREATE TABLE "job_users" (
	"instance_id" uuid NOT NULL,
	"job_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"assigned_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_users_job_id_user_id_pk" PRIMARY KEY("job_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "job_visits" (
	"instance_id" uuid NOT NULL,
	"job_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"visited_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_visits_job_id_user_id_pk" PRIMARY KEY("job_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"instance_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"job_type_id" uuid NOT NULL,
	"project_id" uuid,
	"status" text DEFAULT 'open' NOT NULL,
	"start_date" timestamp with time zone,
	"end_date" timestamp with time zone,
	"link_id" text,
	"cloned_from" uuid,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "answer_history" ADD CONSTRAINT "answer_history_instance_id_instances_id_fk" FOREIGN KEY ("instance_id") REFERENCES "public"."instances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "answer_history" ADD CONSTRAINT "answer_history_answer_id_answers_id_fk" FOREIGN KEY ("answer_id") REFERENCES "public"."answers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "answer_history" ADD CONSTRAINT "answer_history_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "answers" ADD CONSTRAINT "answers_instance_id_instances_id_fk" FOREIGN KEY ("instance_id") REFERENCES "public"."instances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "answers" ADD CONSTRAINT "answers_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "answers" ADD CONSTRAINT "answers_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "answers" ADD CONSTRAINT "answers_signature_asset_id_assets_id_fk" FOREIGN KEY ("signature_asset_id") REFERENCES "public"."assets"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "answers" ADD CONSTRAINT "answers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dashboard_widgets" ADD CONSTRAINT "dashboard_widgets_instance_id_instances_id_fk" FOREIGN KEY ("instance_id") REFERENCES "public"."instances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dashboard_widgets" ADD CONSTRAINT "dashboard_widgets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_confirmations" ADD CONSTRAINT "job_confirmations_instance_id_instances_id_fk" FOREIGN KEY ("instance_id") REFERENCES "public"."instances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_confirmations" ADD CONSTRAINT "job_confirmations_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_confirmations" ADD CONSTRAINT "job_confirmations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_links" ADD CONSTRAINT "job_links_instance_id_instances_id_fk" FOREIGN KEY ("instance_id") REFERENCES "public"."instances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_links" ADD CONSTRAINT "job_links_prev_job_id_jobs_id_fk" FOREIGN KEY ("prev_job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_links" ADD CONSTRAINT "job_links_next_job_id_jobs_id_fk" FOREIGN KEY ("next_job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_links" ADD CONSTRAINT "job_links_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_users" ADD CONSTRAINT "job_users_instance_id_instances_id_fk" FOREIGN KEY ("instance_id") REFERENCES "public"."instances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_users" ADD CONSTRAINT "job_users_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_users" ADD CONSTRAINT "job_users_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_users" ADD CONSTRAINT "job_users_assigned_by_users_id_fk" FOREIGN KEY ("assigned_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_visits" ADD CONSTRAINT "job_visits_instance_id_instances_id_fk" FOREIGN KEY ("instance_id") REFERENCES "public"."instances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_visits" ADD CONSTRAINT "job_visits_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_visits" ADD CONSTRAINT "job_visits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_instance_id_instances_id_fk" FOREIGN KEY ("instance_id") REFERENCES "public"."instances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_job_type_id_job_types_id_fk" FOREIGN KEY ("job_type_id") REFERENCES "public"."job_types"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "answer_history_answer_idx" ON "answer_history" USING btree ("answer_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "answers_job_key_uq" ON "answers" USING btree ("job_id","key");--> statement-breakpoint
CREATE INDEX "answers_question_idx" ON "answers" USING btree ("instance_id","question_id");--> statement-breakpoint
CREATE INDEX "answers_job_issue_idx" ON "answers" USING btree ("instance_id","job_id") WHERE is_issue;--> statement-breakpoint
CREATE UNIQUE INDEX "dashboard_widgets_user_kind_uq" ON "dashboard_widgets" USING btree ("instance_id","user_id","kind");--> statement-breakpoint
CREATE INDEX "job_links_next_idx" ON "job_links" USING btree ("instance_id","next_job_id");--> statement-breakpoint
CREATE INDEX "job_users_user_idx" ON "job_users" USING btree ("instance_id","user_id","job_id");--> statement-breakpoint
CREATE INDEX "job_visits_user_idx" ON "job_visits" USING btree ("instance_id","user_id","visited_at");--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_instance_number_uq" ON "jobs" USING btree ("instance_id","number");--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_link_id_uq" ON "jobs" USING btree ("link_id");--> statement-breakpoint
CREATE INDEX "jobs_instance_created_idx" ON "jobs" USING btree ("instance_id","created_at","id");--> statement-breakpoint
CREATE INDEX "jobs_instance_start_idx" ON "jobs" USING btree ("instance_id","start_date","id");--> statement-breakpoint
CREATE INDEX "jobs_instance_status_start_idx" ON "jobs" USING btree ("instance_id","status","start_date","id");--> statement-breakpoint
CREATE INDEX "jobs_job_type_idx" ON "jobs" USING btree ("instance_id","job_type_id");--> statement-breakpoint
CREATE INDEX "jobs_project_idx" ON "jobs" USING btree ("instance_id","project_id");--> statement-breakpoint
-- Jobs, their people, confirmations, links, visits, answers with their history, and dashboard widgets: a tenant's rows (ADR 0005).
SELECT fieldwork_tenant_table('jobs');--> statement-breakpoint
SELECT fieldwork_tenant_table('job_users');--> statement-breakpoint
SELECT fieldwork_tenant_table('job_confirmations');--> statement-breakpoint
SELECT fieldwork_tenant_table('job_links');--> statement-breakpoint
SELECT fieldwork_tenant_table('job_visits');--> statement-breakpoint
SELECT fieldwork_tenant_table('answers');--> statement-breakpoint
SELECT fieldwork_tenant_table('answer_history');--> statement-breakpoint
SELECT fieldwork_tenant_table('dashboard_widgets');
