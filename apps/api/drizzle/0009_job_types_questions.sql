CREATE TABLE "instance_counters" (
	"instance_id" uuid NOT NULL,
	"name" text NOT NULL,
	"value" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "instance_counters_instance_id_name_pk" PRIMARY KEY("instance_id","name")
);
--> statement-breakpoint
CREATE TABLE "job_type_templates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"instance_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"icon" text NOT NULL,
	"language" text,
	"starter" boolean DEFAULT false NOT NULL,
	"question_count" integer NOT NULL,
	"content" jsonb NOT NULL,
	"source_job_type_id" uuid,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_type_templates_language_ck" CHECK (language IS NULL OR language IN ('en', 'he'))
);
--> statement-breakpoint
CREATE TABLE "job_types" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"instance_id" uuid NOT NULL,
	"title" text NOT NULL,
	"icon" text NOT NULL,
	"settings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"template_id" uuid,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "question_revisions" (
	"instance_id" uuid NOT NULL,
	"question_id" uuid NOT NULL,
	"revision" integer NOT NULL,
	"form" jsonb NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "question_revisions_question_id_revision_pk" PRIMARY KEY("question_id","revision")
);
--> statement-breakpoint
CREATE TABLE "questions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"instance_id" uuid NOT NULL,
	"job_type_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"root_id" uuid,
	"is_global" boolean DEFAULT false NOT NULL,
	"type" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"settings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"sequence" integer NOT NULL,
	"disabled" boolean DEFAULT false NOT NULL,
	"is_client_visible" boolean DEFAULT false NOT NULL,
	"step_icon" text,
	"with_background" boolean DEFAULT false NOT NULL,
	"background_mobile" uuid,
	"background_desktop" uuid,
	"dark_mode" boolean DEFAULT false NOT NULL,
	"revision" integer DEFAULT 1 NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "instance_counters" ADD CONSTRAINT "instance_counters_instance_id_instances_id_fk" FOREIGN KEY ("instance_id") REFERENCES "public"."instances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_type_templates" ADD CONSTRAINT "job_type_templates_instance_id_instances_id_fk" FOREIGN KEY ("instance_id") REFERENCES "public"."instances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_type_templates" ADD CONSTRAINT "job_type_templates_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_types" ADD CONSTRAINT "job_types_instance_id_instances_id_fk" FOREIGN KEY ("instance_id") REFERENCES "public"."instances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_types" ADD CONSTRAINT "job_types_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_revisions" ADD CONSTRAINT "question_revisions_instance_id_instances_id_fk" FOREIGN KEY ("instance_id") REFERENCES "public"."instances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_revisions" ADD CONSTRAINT "question_revisions_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_revisions" ADD CONSTRAINT "question_revisions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_instance_id_instances_id_fk" FOREIGN KEY ("instance_id") REFERENCES "public"."instances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_job_type_id_job_types_id_fk" FOREIGN KEY ("job_type_id") REFERENCES "public"."job_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_root_id_questions_id_fk" FOREIGN KEY ("root_id") REFERENCES "public"."questions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_background_mobile_assets_id_fk" FOREIGN KEY ("background_mobile") REFERENCES "public"."assets"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_background_desktop_assets_id_fk" FOREIGN KEY ("background_desktop") REFERENCES "public"."assets"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_type_templates_instance_idx" ON "job_type_templates" USING btree ("instance_id","title");--> statement-breakpoint
CREATE INDEX "job_types_instance_title_idx" ON "job_types" USING btree ("instance_id","title");--> statement-breakpoint
CREATE INDEX "questions_job_type_idx" ON "questions" USING btree ("instance_id","job_type_id","sequence") WHERE deleted_at IS NULL;--> statement-breakpoint
CREATE INDEX "questions_root_idx" ON "questions" USING btree ("instance_id","root_id") WHERE root_id IS NOT NULL;--> statement-breakpoint
CREATE INDEX "questions_global_idx" ON "questions" USING btree ("instance_id") WHERE is_global AND deleted_at IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "questions_instance_number_uq" ON "questions" USING btree ("instance_id","number");--> statement-breakpoint
-- Counters, job types, their questions and revisions, and templates: a tenant's rows (ADR 0005).
SELECT fieldwork_tenant_table('instance_counters');--> statement-breakpoint
SELECT fieldwork_tenant_table('job_types');--> statement-breakpoint
SELECT fieldwork_tenant_table('questions');--> statement-breakpoint
SELECT fieldwork_tenant_table('question_revisions');--> statement-breakpoint
SELECT fieldwork_tenant_table('job_type_templates');
