CREATE TABLE "order_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"payment_instructions" text DEFAULT '' NOT NULL,
	"agency_name" text DEFAULT 'Netwise Agency' NOT NULL,
	"agency_address" text DEFAULT '' NOT NULL,
	"agency_email" text DEFAULT '' NOT NULL,
	"agency_tax_id" text DEFAULT '' NOT NULL,
	"tax_rate_basis_points" integer DEFAULT 0 NOT NULL,
	"tax_label" text DEFAULT 'Tax' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_settings_single_row" CHECK ("order_settings"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "payment_webhook_events" (
	"event_id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"order_id" integer,
	"outcome" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_order_attachments" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"message_id" integer,
	"uploader_id" integer,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"data" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_order_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"state" text NOT NULL,
	"action" text,
	"actor" text NOT NULL,
	"actor_id" integer,
	"note" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_order_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"author_id" integer,
	"from_agency" boolean NOT NULL,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"provider" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"reference" text,
	"checkout_session_id" text,
	"paid_at" timestamp with time zone,
	"refunded_amount" integer DEFAULT 0 NOT NULL,
	"refunded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "service_orders" ADD COLUMN "state" text DEFAULT 'requested' NOT NULL;--> statement-breakpoint
ALTER TABLE "service_orders" ADD COLUMN "currency" text DEFAULT 'usd' NOT NULL;--> statement-breakpoint
ALTER TABLE "service_orders" ADD COLUMN "quote_amount" integer;--> statement-breakpoint
ALTER TABLE "service_orders" ADD COLUMN "quote_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "service_orders" ADD COLUMN "change_requests" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_webhook_events" ADD CONSTRAINT "payment_webhook_events_order_id_service_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."service_orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_order_attachments" ADD CONSTRAINT "service_order_attachments_order_id_service_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."service_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_order_attachments" ADD CONSTRAINT "service_order_attachments_message_id_service_order_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."service_order_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_order_attachments" ADD CONSTRAINT "service_order_attachments_uploader_id_users_id_fk" FOREIGN KEY ("uploader_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_order_events" ADD CONSTRAINT "service_order_events_order_id_service_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."service_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_order_events" ADD CONSTRAINT "service_order_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_order_messages" ADD CONSTRAINT "service_order_messages_order_id_service_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."service_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_order_messages" ADD CONSTRAINT "service_order_messages_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_payments" ADD CONSTRAINT "service_payments_order_id_service_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."service_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "service_order_attachments_message_idx" ON "service_order_attachments" USING btree ("message_id");--> statement-breakpoint
CREATE INDEX "service_order_attachments_order_idx" ON "service_order_attachments" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "service_order_events_order_idx" ON "service_order_events" USING btree ("order_id","at","id");--> statement-breakpoint
CREATE INDEX "service_order_messages_order_idx" ON "service_order_messages" USING btree ("order_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "service_payments_order_idx" ON "service_payments" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "service_payments_session_idx" ON "service_payments" USING btree ("checkout_session_id");--> statement-breakpoint
CREATE INDEX "service_payments_reference_idx" ON "service_payments" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "service_orders_delivered_idx" ON "service_orders" USING btree ("delivery_date") WHERE "service_orders"."state" = 'delivered';--> statement-breakpoint
-- Orders placed before the process existed: their state from the seed's status (a pending order of a
-- fixed-price service waits for payment; of a custom-price one, for its quote).
UPDATE "service_orders" SET "state" = CASE "status"
  WHEN 'in_progress' THEN 'in_progress'
  WHEN 'completed' THEN 'completed'
  WHEN 'cancelled' THEN 'cancelled'
  ELSE CASE WHEN "total_amount" > 0 THEN 'awaiting_payment' ELSE 'requested' END
END;--> statement-breakpoint
INSERT INTO "service_order_events" ("order_id", "state", "actor", "actor_id", "at")
SELECT "id", 'requested', 'buyer', "user_id", "order_date" FROM "service_orders";--> statement-breakpoint
INSERT INTO "service_order_events" ("order_id", "state", "actor", "at")
SELECT "id", "state", 'system', COALESCE("completed_date", "order_date") FROM "service_orders" WHERE "state" <> 'requested';
