-- One product name in every language (glossary): the Chinese mall sold "智慧记"/"智慧記" while the
-- rest of the site says Tallybook. The demo catalogue's Chinese names follow the brand.
UPDATE "mall_service_translations" SET "name" = 'Tallybook' WHERE "name" IN ('智慧记', '智慧記');
