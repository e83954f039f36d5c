CREATE TABLE "carrier_pool_members" (
	"forwarder_company_id" uuid NOT NULL,
	"carrier_company_id" uuid NOT NULL,
	"source" text NOT NULL,
	"order_id" uuid,
	"added_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "carrier_pool_members_forwarder_company_id_carrier_company_id_pk" PRIMARY KEY("forwarder_company_id","carrier_company_id")
);
--> statement-breakpoint
ALTER TABLE "carrier_pool_members" ADD CONSTRAINT "carrier_pool_members_forwarder_company_id_companies_id_fk" FOREIGN KEY ("forwarder_company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carrier_pool_members" ADD CONSTRAINT "carrier_pool_members_carrier_company_id_companies_id_fk" FOREIGN KEY ("carrier_company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carrier_pool_members" ADD CONSTRAINT "carrier_pool_members_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carrier_pool_members" ADD CONSTRAINT "carrier_pool_members_added_by_users_id_fk" FOREIGN KEY ("added_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "carrier_pool_members_carrier_idx" ON "carrier_pool_members" USING btree ("carrier_company_id","created_at");