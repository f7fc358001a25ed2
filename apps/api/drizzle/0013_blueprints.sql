-- Blueprints (ADR 0046): a marking record per job, question and plan, its elements one row each,
-- and the plan properties set mode keeps. No screen wrote markings before this migration; a
-- record without a job (or with a job that is gone) has nothing to belong to and is dropped.
DELETE FROM "blueprint_markings" WHERE "job_id" IS NULL OR "job_id" NOT IN (SELECT "id" FROM "jobs");--> statement-breakpoint
CREATE TABLE "blueprint_elements" (
	"id" uuid NOT NULL,
	"instance_id" uuid NOT NULL,
	"marking_id" uuid NOT NULL,
	"element_id" text NOT NULL,
	"canvas_data" jsonb NOT NULL,
	"visible" boolean DEFAULT true NOT NULL,
	"user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "blueprint_elements_instance_id_id_pk" PRIMARY KEY("instance_id","id")
);
--> statement-breakpoint
ALTER TABLE "blueprint_markings" ALTER COLUMN "job_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "assets" ADD COLUMN "grayscale" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "assets" ADD COLUMN "measure_intro_displayed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "blueprint_elements" ADD CONSTRAINT "blueprint_elements_instance_id_instances_id_fk" FOREIGN KEY ("instance_id") REFERENCES "public"."instances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blueprint_elements" ADD CONSTRAINT "blueprint_elements_marking_id_blueprint_markings_id_fk" FOREIGN KEY ("marking_id") REFERENCES "public"."blueprint_markings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blueprint_elements" ADD CONSTRAINT "blueprint_elements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "blueprint_elements_marking_idx" ON "blueprint_elements" USING btree ("instance_id","marking_id","created_at");--> statement-breakpoint
ALTER TABLE "blueprint_markings" ADD CONSTRAINT "blueprint_markings_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "blueprint_markings_job_idx" ON "blueprint_markings" USING btree ("instance_id","job_id");--> statement-breakpoint
ALTER TABLE "blueprint_markings" DROP COLUMN "elements";--> statement-breakpoint
ALTER TABLE "blueprint_markings" DROP COLUMN "measurements";--> statement-breakpoint
ALTER TABLE "blueprint_markings" ADD CONSTRAINT "blueprint_markings_record_uq" UNIQUE NULLS NOT DISTINCT("instance_id","job_id","question_id","file_asset_id");--> statement-breakpoint
SELECT fieldwork_tenant_table('blueprint_elements');
