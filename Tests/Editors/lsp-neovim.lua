-- Drives `snapline lsp` from Neovim's built-in LSP client (headless), as a user's editor would:
-- a broken scene shows its positioned errors with codes, an unsaved fix clears them, a lint
-- warning appears, a quick fix applies, hover shows per-viewport numbers, symbols and
-- completion answer, and a broken configuration file is reported in it and in the scene.
-- Run by Tests/Editors/lsp-neovim.sh (SNAPLINE and SCENE_DIR in the environment).
-- Works with Neovim 0.7 (Debian 12) and later.

local snapline = assert(os.getenv("SNAPLINE"), "SNAPLINE is the path of the snapline binary")
local dir = assert(os.getenv("SCENE_DIR"), "SCENE_DIR is a scratch directory")
local failures = 0

local function check(condition, what)
  if condition then
    io.stdout:write("ok: " .. what .. "\n")
  else
    io.stdout:write("FAILED: " .. what .. "\n")
    failures = failures + 1
  end
end

local function code_of(d)
  return d.code or (d.user_data and d.user_data.lsp and d.user_data.lsp.code)
end

local function run()
  local path = dir .. "/demo.scene.yaml"
  local file = assert(io.open(path, "w"))
  file:write(table.concat({
    "scene: Demo",
    "viewports:",
    "  - {name: phone, width: 390, height: 844}",
    "  - {name: wide, width: 844, height: 390}",
    "root:",
    "  scroll: list",
    "  children:",
    "    - {item: \"😀é\", hieght: 40}",
    "    - item: plain",
    "      height: 30",
    "",
  }, "\n"))
  file:close()

  vim.cmd("edit " .. path)
  local buf = vim.api.nvim_get_current_buf()
  local exit_code = nil
  local client = vim.lsp.start_client({
    name = "snapline",
    cmd = { snapline, "lsp", "--debounce-ms", "50" },
    root_dir = dir,
    on_exit = function(code) exit_code = code end,
  })
  check(client ~= nil, "the server started")
  vim.lsp.buf_attach_client(buf, client)

  -- 1. The broken scene: positioned errors with codes (columns through UTF-16 and back).
  local function wait_for(predicate)
    return vim.wait(10000, predicate, 20)
  end
  check(wait_for(function() return #vim.diagnostic.get(buf) >= 2 end), "diagnostics arrive for the broken scene")
  local line8 = vim.api.nvim_buf_get_lines(buf, 7, 8, false)[1]
  local found = nil
  for _, d in ipairs(vim.diagnostic.get(buf)) do
    if code_of(d) == "unknown-key" then found = d end
  end
  check(found ~= nil, "an unknown-key error is reported")
  if found then
    check(found.lnum == 7 and found.col == line8:find("hieght", 1, true) - 1,
      "it points at `hieght` after the non-ASCII id (line " .. found.lnum .. ", byte column " .. found.col .. ")")
    check(found.severity == vim.diagnostic.severity.ERROR, "it is an error")
  end

  -- 1b. Its quick fix, from the fix the diagnostic carries: `hieght` becomes `height`.
  local on_line = vim.lsp.diagnostic.get_line_diagnostics and vim.lsp.diagnostic.get_line_diagnostics(buf, 7)
    or vim.tbl_map(function(d) return d.user_data.lsp end, vim.diagnostic.get(buf, { lnum = 7 }))
  local replies = vim.lsp.buf_request_sync(buf, "textDocument/codeAction", {
    textDocument = { uri = vim.uri_from_bufnr(buf) },
    range = { start = { line = 7, character = 0 }, ["end"] = { line = 7, character = 0 } },
    context = { diagnostics = on_line },
  }, 10000)
  local action = nil
  for _, response in pairs(replies or {}) do
    for _, a in ipairs(response.result or {}) do
      if a.title == "Replace `hieght` with `height`" then action = a end
    end
  end
  check(action ~= nil, "a quick fix replaces `hieght` with `height`")
  if action then
    vim.lsp.util.apply_workspace_edit(action.edit, "utf-16")
    local fixed = vim.api.nvim_buf_get_lines(buf, 7, 8, false)[1]
    check(fixed == "    - {item: \"😀é\", height: 40}", "applying it fixes the line (" .. fixed .. ")")
  end

  -- 2. Fix it in the buffer without saving: the errors clear, a lint warning appears.
  vim.api.nvim_buf_set_lines(buf, 7, 8, false, { "    - {item: cafe, height: 40}" })
  check(wait_for(function()
    local all = vim.diagnostic.get(buf)
    return #all > 0 and #vim.diagnostic.get(buf, { severity = vim.diagnostic.severity.ERROR }) == 0
  end), "the errors clear after the unsaved fix")
  local warning = vim.diagnostic.get(buf, { severity = vim.diagnostic.severity.WARN })[1]
  check(warning ~= nil and code_of(warning) == "never-scrolls", "the never-scrolls warning is shown")

  -- 3. Hover an id: its frame and offsets per viewport.
  local line9 = vim.api.nvim_buf_get_lines(buf, 8, 9, false)[1]
  local hover = vim.lsp.buf_request_sync(buf, "textDocument/hover", {
    textDocument = { uri = vim.uri_from_bufnr(buf) },
    position = { line = 8, character = line9:find("plain", 1, true) },
  }, 10000)
  local text = ""
  for _, response in pairs(hover or {}) do
    if response.result then text = response.result.contents.value end
  end
  check(text:find("*phone*", 1, true) and text:find("*wide*", 1, true), "hover names both viewports")
  check(text:find("frame x 0, y 40, 390 × 30", 1, true) ~= nil, "hover gives the frame in phone")
  check(text:find("`list` 0", 1, true) ~= nil, "hover gives the offsets along the chain")

  -- 4. Document symbols: the node tree.
  local symbols = vim.lsp.buf_request_sync(buf, "textDocument/documentSymbol", {
    textDocument = { uri = vim.uri_from_bufnr(buf) },
  }, 10000)
  local names = {}
  local function collect(list)
    for _, s in ipairs(list or {}) do
      names[s.name] = true
      collect(s.children)
    end
  end
  for _, response in pairs(symbols or {}) do collect(response.result) end
  check(names["list"] and names["cafe"] and names["plain"], "document symbols list the nodes")

  -- 5. Completion on a new line of the item: item keys, no scroll keys.
  vim.api.nvim_buf_set_lines(buf, 10, 10, false, { "      " })
  local completion = vim.lsp.buf_request_sync(buf, "textDocument/completion", {
    textDocument = { uri = vim.uri_from_bufnr(buf) },
    position = { line = 10, character = 6 },
  }, 10000)
  local labels = {}
  for _, response in pairs(completion or {}) do
    for _, item in ipairs((response.result or {}).items or {}) do labels[item.label] = true end
  end
  check(labels["width"] and labels["anchors"] and not labels["behavior"] and not labels["height"],
    "completion offers the item's missing keys only")

  -- 6. A broken configuration beside the scene: its error in the configuration file (not open),
  -- at the misspelt key, and in the scene a diagnostic at the top that says it is not applied.
  local config = dir .. "/.snapline.yml"
  local config_file = assert(io.open(config, "w"))
  config_file:write("disable: never-scrolls\nenabel: [coincident-stops]\n")
  config_file:close()
  vim.api.nvim_buf_set_lines(buf, 10, 11, false, {})  -- an edit: the scene is checked again
  local config_buf = vim.uri_to_bufnr(vim.uri_from_fname(config))
  check(wait_for(function() return #vim.diagnostic.get(config_buf) > 0 end), "the configuration's error is shown in it")
  local problem = vim.diagnostic.get(config_buf)[1]
  check(problem ~= nil and code_of(problem) == "unknown-key" and problem.lnum == 1 and problem.col == 0,
    "at its misspelt key (line " .. tostring(problem and problem.lnum) .. ")")
  local top = nil
  for _, d in ipairs(vim.diagnostic.get(buf)) do
    if d.lnum == 0 and code_of(d) == "unknown-key" and d.message:find("are not applied", 1, true) then top = d end
  end
  check(top ~= nil, "the scene says the configuration is not applied")

  -- 7. Shutdown and exit: code 0.
  vim.lsp.stop_client(client)
  check(wait_for(function() return exit_code ~= nil end), "the server exits after shutdown")
  check(exit_code == 0, "with code 0 (got " .. tostring(exit_code) .. ")")
end

local ok, err = pcall(run)
if not ok then
  io.stdout:write("FAILED: " .. tostring(err) .. "\n")
  failures = failures + 1
end
io.stdout:write(failures == 0 and "neovim: all checks passed\n" or ("neovim: " .. failures .. " checks failed\n"))
vim.cmd(failures == 0 and "qall!" or "cquit 1")
