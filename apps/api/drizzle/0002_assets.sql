CREATE TABLE "assets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"instance_id" uuid NOT NULL,
	"original_name" text NOT NULL,
	"extension" text NOT NULL,
	"kind" text NOT NULL,
	"mime_type" text NOT NULL,
	"size" bigint NOT NULL,
	"sha256" text NOT NULL,
	"storage_key" text NOT NULL,
	"is_video" boolean DEFAULT false NOT NULL,
	"width" integer,
	"height" integer,
	"page_count" integer,
	"page_sizes" jsonb,
	"rotation" integer DEFAULT 0 NOT NULL,
	"measurements" jsonb,
	"owner_id" uuid,
	"uploaded_by" uuid,
	"target" text DEFAULT 'attachment' NOT NULL,
	"target_id" text,
	"private" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "blueprint_markings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"instance_id" uuid NOT NULL,
	"job_id" uuid,
	"question_id" text,
	"file_asset_id" uuid NOT NULL,
	"elements" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"measurements" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "assets" ADD CONSTRAINT "assets_instance_id_instances_id_fk" FOREIGN KEY ("instance_id") REFERENCES "public"."instances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assets" ADD CONSTRAINT "assets_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assets" ADD CONSTRAINT "assets_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blueprint_markings" ADD CONSTRAINT "blueprint_markings_instance_id_instances_id_fk" FOREIGN KEY ("instance_id") REFERENCES "public"."instances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blueprint_markings" ADD CONSTRAINT "blueprint_markings_file_asset_id_assets_id_fk" FOREIGN KEY ("file_asset_id") REFERENCES "public"."assets"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "assets_instance_created_idx" ON "assets" USING btree ("instance_id","created_at");--> statement-breakpoint
CREATE INDEX "assets_instance_owner_idx" ON "assets" USING btree ("instance_id","owner_id","created_at");--> statement-breakpoint
CREATE INDEX "assets_instance_target_idx" ON "assets" USING btree ("instance_id","target","target_id");--> statement-breakpoint
CREATE INDEX "blueprint_markings_file_idx" ON "blueprint_markings" USING btree ("instance_id","file_asset_id");--> statement-breakpoint
SELECT fieldwork_tenant_table('assets');
--> statement-breakpoint
SELECT fieldwork_tenant_table('blueprint_markings');
