CREATE TABLE "sandbox_red_packets" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sandbox_red_packets_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"bill_no" text NOT NULL,
	"openid" text NOT NULL,
	"amount_fen" bigint NOT NULL,
	"wishing" text NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"failure_reason" text,
	CONSTRAINT "sandbox_red_packets_billNo_unique" UNIQUE("bill_no"),
	CONSTRAINT "sandbox_red_packets_amount" CHECK ("sandbox_red_packets"."amount_fen" > 0)
);
--> statement-breakpoint
CREATE TABLE "invitations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "invitations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"inviter_user_id" integer NOT NULL,
	"invitee_user_id" integer NOT NULL,
	"invitee_tenant_id" integer NOT NULL,
	"code" text NOT NULL,
	"via" text NOT NULL,
	"phone_hash" text NOT NULL,
	"device_hash" text,
	"bound_at" timestamp with time zone NOT NULL,
	"first_order_id" integer,
	"first_paid_at" timestamp with time zone,
	CONSTRAINT "invitations_inviteeUserId_unique" UNIQUE("invitee_user_id"),
	CONSTRAINT "invitations_phoneHash_unique" UNIQUE("phone_hash"),
	CONSTRAINT "invitations_via" CHECK ("invitations"."via" in ('registration', 'bind')),
	CONSTRAINT "invitations_not_self" CHECK ("invitations"."inviter_user_id" <> "invitations"."invitee_user_id")
);
--> statement-breakpoint
CREATE TABLE "invite_codes" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"reminder_on" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invite_codes_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "invite_visits" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "invite_visits_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"inviter_user_id" integer,
	"code" text,
	"page" text NOT NULL,
	"action" text,
	"visitor_id" text,
	"device_hash" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invite_visits_kind" CHECK ("invite_visits"."kind" in ('click', 'activity'))
);
--> statement-breakpoint
CREATE TABLE "referral_awards" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "referral_awards_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"invitation_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"amount_fen" bigint NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"order_id" integer,
	"order_no" text,
	"earned_at" timestamp with time zone NOT NULL,
	"matures_at" timestamp with time zone,
	"settled_at" timestamp with time zone,
	"red_packet_id" integer,
	CONSTRAINT "referral_awards_kind" CHECK ("referral_awards"."kind" in ('registration', 'firstOrder')),
	CONSTRAINT "referral_awards_state" CHECK ("referral_awards"."state" in ('pending', 'payable', 'paying', 'paid', 'reversed')),
	CONSTRAINT "referral_awards_amount" CHECK ("referral_awards"."amount_fen" > 0)
);
--> statement-breakpoint
CREATE TABLE "referral_red_packets" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "referral_red_packets_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"bill_no" text NOT NULL,
	"user_id" integer NOT NULL,
	"amount_fen" bigint NOT NULL,
	"openid" text NOT NULL,
	"state" text DEFAULT 'sending' NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone,
	"provider_ref" text,
	"failure_reason" text,
	CONSTRAINT "referral_red_packets_billNo_unique" UNIQUE("bill_no"),
	CONSTRAINT "referral_red_packets_state" CHECK ("referral_red_packets"."state" in ('sending', 'sent', 'failed')),
	CONSTRAINT "referral_red_packets_amount" CHECK ("referral_red_packets"."amount_fen" > 0)
);
--> statement-breakpoint
ALTER TABLE "mall_coupons" ADD COLUMN "purpose" text;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_inviter_user_id_users_id_fk" FOREIGN KEY ("inviter_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_invitee_user_id_users_id_fk" FOREIGN KEY ("invitee_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invite_codes" ADD CONSTRAINT "invite_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_awards" ADD CONSTRAINT "referral_awards_invitation_id_invitations_id_fk" FOREIGN KEY ("invitation_id") REFERENCES "public"."invitations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_awards" ADD CONSTRAINT "referral_awards_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_red_packets" ADD CONSTRAINT "referral_red_packets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sandbox_red_packets_created_at_index" ON "sandbox_red_packets" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "invitations_one_per_device" ON "invitations" USING btree ("device_hash") WHERE "invitations"."device_hash" is not null;--> statement-breakpoint
CREATE INDEX "invitations_inviter_user_id_bound_at_index" ON "invitations" USING btree ("inviter_user_id","bound_at");--> statement-breakpoint
CREATE INDEX "invitations_invitee_tenant_id_index" ON "invitations" USING btree ("invitee_tenant_id");--> statement-breakpoint
CREATE INDEX "invite_visits_inviter_user_id_at_index" ON "invite_visits" USING btree ("inviter_user_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "referral_awards_one_live_per_kind" ON "referral_awards" USING btree ("invitation_id","kind") WHERE "referral_awards"."state" <> 'reversed';--> statement-breakpoint
CREATE INDEX "referral_awards_user_id_earned_at_index" ON "referral_awards" USING btree ("user_id","earned_at");--> statement-breakpoint
CREATE INDEX "referral_awards_matures_at_index" ON "referral_awards" USING btree ("matures_at") WHERE "referral_awards"."state" = 'pending';--> statement-breakpoint
CREATE INDEX "referral_awards_earned_at_index" ON "referral_awards" USING btree ("earned_at");--> statement-breakpoint
CREATE INDEX "referral_red_packets_user_id_requested_at_index" ON "referral_red_packets" USING btree ("user_id","requested_at");--> statement-breakpoint
CREATE INDEX "referral_red_packets_state_index" ON "referral_red_packets" USING btree ("state") WHERE "referral_red_packets"."state" = 'sending';--> statement-breakpoint
ALTER TABLE "mall_coupons" ADD CONSTRAINT "mall_coupons_purpose_unique" UNIQUE("purpose");