CREATE TABLE "partner_applications" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "partner_applications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"applicant_name" text NOT NULL,
	"phone" text NOT NULL,
	"company_name" text NOT NULL,
	"region_code" text NOT NULL,
	"email" text NOT NULL,
	"main_needs" text NOT NULL,
	"version" text NOT NULL,
	"state" text DEFAULT 'submitted' NOT NULL,
	"review_note" text,
	"language" text NOT NULL,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "partners" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "partners_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"application_id" integer NOT NULL,
	"version" text NOT NULL,
	"role" text NOT NULL,
	"level" text NOT NULL,
	"name" text NOT NULL,
	"company_name" text NOT NULL,
	"phone" text NOT NULL,
	"region_code" text NOT NULL,
	"certificate_no" text NOT NULL,
	"valid_from" timestamp with time zone NOT NULL,
	"valid_until" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "partners_userId_unique" UNIQUE("user_id"),
	CONSTRAINT "partners_applicationId_unique" UNIQUE("application_id"),
	CONSTRAINT "partners_certificateNo_unique" UNIQUE("certificate_no")
);
--> statement-breakpoint
ALTER TABLE "partner_applications" ADD CONSTRAINT "partner_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partners" ADD CONSTRAINT "partners_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partners" ADD CONSTRAINT "partners_application_id_partner_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."partner_applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "partner_applications_one_open_per_user" ON "partner_applications" USING btree ("user_id") WHERE "partner_applications"."state" in ('submitted', 'underReview');--> statement-breakpoint
CREATE INDEX "partner_applications_state_submitted_at_index" ON "partner_applications" USING btree ("state","submitted_at");--> statement-breakpoint
CREATE INDEX "partners_name_index" ON "partners" USING btree ("name");--> statement-breakpoint
CREATE INDEX "partners_phone_index" ON "partners" USING btree ("phone");