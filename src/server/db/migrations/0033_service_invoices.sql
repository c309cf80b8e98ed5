CREATE TABLE "invoice_sequences" (
	"year" integer PRIMARY KEY NOT NULL,
	"last_seq" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"year" integer NOT NULL,
	"seq" integer NOT NULL,
	"number" text NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"agency_name" text NOT NULL,
	"agency_address" text NOT NULL,
	"agency_email" text NOT NULL,
	"agency_tax_id" text NOT NULL,
	"buyer_name" text NOT NULL,
	"buyer_company" text,
	"buyer_email" text NOT NULL,
	"line_description" text NOT NULL,
	"currency" text NOT NULL,
	"net_amount" integer NOT NULL,
	"tax_rate_basis_points" integer NOT NULL,
	"tax_label" text NOT NULL,
	"tax_amount" integer NOT NULL,
	"total_amount" integer NOT NULL,
	"payment_provider" text NOT NULL,
	"payment_reference" text
);
--> statement-breakpoint
ALTER TABLE "service_invoices" ADD CONSTRAINT "service_invoices_order_id_service_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."service_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "service_invoices_order_idx" ON "service_invoices" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "service_invoices_number_idx" ON "service_invoices" USING btree ("year","seq");