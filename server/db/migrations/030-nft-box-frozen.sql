-- Blind boxes stay as they were published (issue 17; api-reference §17.12; the draw is
-- src/api/contract/nft-box-math.ts). The database refuses, whatever code asks:
-- - to change or delete a series, or to change, delete or add a template of it, once it has a
--   box: the odds and the template list are inputs of every draw of its boxes;
-- - to change a box's series, commitment or secret: the commitment was published at listing;
-- - to change an opening once made (client seed, template, draw, time): it is drawn once.
CREATE TRIGGER nft_box_series_frozen BEFORE UPDATE ON nft_box_series
  WHEN EXISTS (SELECT 1 FROM nft_blind_boxes WHERE series_id = OLD.id)
BEGIN SELECT RAISE(ABORT, 'nft_box_series: published with boxes'); END;

CREATE TRIGGER nft_box_series_kept BEFORE DELETE ON nft_box_series
  WHEN EXISTS (SELECT 1 FROM nft_blind_boxes WHERE series_id = OLD.id)
BEGIN SELECT RAISE(ABORT, 'nft_box_series: published with boxes'); END;

CREATE TRIGGER nft_box_templates_frozen BEFORE UPDATE ON nft_box_templates
  WHEN EXISTS (SELECT 1 FROM nft_blind_boxes WHERE series_id IN (OLD.series_id, NEW.series_id))
BEGIN SELECT RAISE(ABORT, 'nft_box_templates: published with boxes'); END;

CREATE TRIGGER nft_box_templates_kept BEFORE DELETE ON nft_box_templates
  WHEN EXISTS (SELECT 1 FROM nft_blind_boxes WHERE series_id = OLD.series_id)
BEGIN SELECT RAISE(ABORT, 'nft_box_templates: published with boxes'); END;

CREATE TRIGGER nft_box_templates_closed BEFORE INSERT ON nft_box_templates
  WHEN EXISTS (SELECT 1 FROM nft_blind_boxes WHERE series_id = NEW.series_id)
BEGIN SELECT RAISE(ABORT, 'nft_box_templates: published with boxes'); END;

CREATE TRIGGER nft_blind_boxes_committed BEFORE UPDATE ON nft_blind_boxes
  WHEN NEW.item_id IS NOT OLD.item_id OR NEW.series_id IS NOT OLD.series_id
    OR NEW.commitment IS NOT OLD.commitment OR NEW.server_seed IS NOT OLD.server_seed
BEGIN SELECT RAISE(ABORT, 'nft_blind_boxes: committed at listing'); END;

CREATE TRIGGER nft_blind_boxes_opened BEFORE UPDATE ON nft_blind_boxes
  WHEN OLD.opened_at IS NOT NULL AND (NEW.client_seed IS NOT OLD.client_seed
    OR NEW.template_id IS NOT OLD.template_id OR NEW.draw_value IS NOT OLD.draw_value
    OR NEW.opened_at IS NOT OLD.opened_at)
BEGIN SELECT RAISE(ABORT, 'nft_blind_boxes: opened once'); END;
