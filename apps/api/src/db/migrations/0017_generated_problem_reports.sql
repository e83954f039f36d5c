ALTER TABLE "order_problems" ADD COLUMN "generated" jsonb;--> statement-breakpoint
-- Seal reports filed before this change hold one text in Russian and English; they become the
-- code and the two numbers, so every reader sees them in their own language.
UPDATE "order_problems" SET
  "generated" = jsonb_build_object(
    'code', 'SEAL_MISMATCH',
    'params', jsonb_build_object(
      'loadingNumber', substring("description" from 'при погрузке (.*), при разгрузке '),
      'unloadingNumber', substring("description" from 'при разгрузке (.*)\. Seal mismatch: ')
    )
  ),
  "description" = ''
WHERE "description" LIKE 'Несовпадение пломбы: при погрузке %, при разгрузке %. Seal mismatch: %';
