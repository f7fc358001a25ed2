CREATE TABLE "mails" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"instance_id" uuid NOT NULL,
	"to_address" text NOT NULL,
	"template" text NOT NULL,
	"params" jsonb NOT NULL,
	"language" text,
	"from_address" text,
	"subject" text,
	"html" text,
	"text" text,
	"status" text DEFAULT 'queued' NOT NULL,
	"transport" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"provider_message_id" text,
	"locked_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "mails" ADD CONSTRAINT "mails_instance_id_instances_id_fk" FOREIGN KEY ("instance_id") REFERENCES "public"."instances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mails_instance_created_idx" ON "mails" USING btree ("instance_id","created_at");--> statement-breakpoint
CREATE INDEX "mails_queued_idx" ON "mails" USING btree ("updated_at") WHERE status = 'queued';--> statement-breakpoint
SELECT fieldwork_tenant_table('mails');
