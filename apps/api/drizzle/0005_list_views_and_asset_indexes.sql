-- Trigram matching for the lists' "contains" filters and search (ADR 0025). pg_trgm is a trusted
-- extension: a database owner may create it; PGlite loads it from its contrib bundle.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE TABLE "list_views" (
	"instance_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"list" text NOT NULL,
	"owner_id" uuid,
	"kind" text NOT NULL,
	"name" text,
	"state" jsonb NOT NULL,
	"shared" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "list_views_instance_id_id_pk" PRIMARY KEY("instance_id","id"),
	CONSTRAINT "list_views_kind_ck" CHECK (kind IN ('default', 'view') AND (kind = 'default' OR name IS NOT NULL) AND NOT (kind = 'default' AND shared))
);
--> statement-breakpoint
DROP INDEX "assets_instance_created_idx";--> statement-breakpoint
ALTER TABLE "list_views" ADD CONSTRAINT "list_views_instance_id_instances_id_fk" FOREIGN KEY ("instance_id") REFERENCES "public"."instances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "list_views" ADD CONSTRAINT "list_views_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "list_views_default_uq" ON "list_views" USING btree ("instance_id","owner_id","list") WHERE kind = 'default';--> statement-breakpoint
CREATE INDEX "list_views_owner_idx" ON "list_views" USING btree ("instance_id","list","owner_id");--> statement-breakpoint
CREATE INDEX "list_views_shared_idx" ON "list_views" USING btree ("instance_id","list") WHERE shared;--> statement-breakpoint
CREATE INDEX "assets_instance_name_idx" ON "assets" USING btree ("instance_id","original_name","id");--> statement-breakpoint
CREATE INDEX "assets_instance_size_idx" ON "assets" USING btree ("instance_id","size","id");--> statement-breakpoint
CREATE INDEX "assets_instance_kind_idx" ON "assets" USING btree ("instance_id","kind","created_at");--> statement-breakpoint
CREATE INDEX "assets_instance_uploader_idx" ON "assets" USING btree ("instance_id","uploaded_by","created_at");--> statement-breakpoint
CREATE INDEX "assets_name_trgm_idx" ON "assets" USING gin ("original_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "assets_instance_created_idx" ON "assets" USING btree ("instance_id","created_at","id");--> statement-breakpoint
SELECT fieldwork_tenant_table('list_views');
