CREATE TABLE "contact_channels" (
	"lang" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"handle" text NOT NULL,
	"link" text,
	CONSTRAINT "contact_channels_kind" CHECK ("contact_channels"."kind" in ('wechat', 'whatsapp'))
);
