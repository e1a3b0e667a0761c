-- Institution e-mails are unique in any letter case (the routes check first and answer 409
-- naming `email`); the index closes the race of two creates at once. A database that already
-- holds two venues with one e-mail keeps working without the index, and the warning says so
-- (docs/operations.md "Duplicate institution e-mails").
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM "institutions" WHERE "email" IS NOT NULL GROUP BY lower("email") HAVING count(*) > 1) THEN
    RAISE WARNING 'institutions_email_lower_uq not created: two or more institutions share an e-mail address (docs/operations.md)';
  ELSE
    CREATE UNIQUE INDEX "institutions_email_lower_uq" ON "institutions" (lower("email"));
  END IF;
END $$;
